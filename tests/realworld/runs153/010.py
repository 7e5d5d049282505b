"""Tiny transformer encoder for intent classification with mixed precision; attention mask built
HF-style from the tokenizer's attention_mask (1 = token, 0 = pad)."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, T, D, H, C = 800, 32, 64, 4, 6

class MaskedSelfAttention(keras.layers.Layer):
    def __init__(self, d_model, heads, **kw):
        super().__init__(**kw)
        self.h, self.dk = heads, d_model // heads
        self.qkv = keras.layers.Dense(3 * d_model)
        self.out = keras.layers.Dense(d_model)

    def call(self, x, attention_mask):
        b = tf.shape(x)[0]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        split = lambda t: tf.transpose(tf.reshape(t, (b, -1, self.h, self.dk)), (0, 2, 1, 3))
        q, k, v = split(q), split(k), split(v)
        scores = tf.matmul(q, k, transpose_b=True) / tf.math.sqrt(float(self.dk))
        ext = tf.cast(attention_mask[:, None, None, :], tf.float32)
        scores = scores + (1.0 - ext) * -10000.0          # as in BERT's get_extended_attention_mask
        attn = tf.nn.softmax(scores, axis=-1)
        ctx = tf.reshape(tf.transpose(tf.matmul(attn, v), (0, 2, 1, 3)), (b, -1, self.h * self.dk))
        return self.out(ctx)

ids_in = keras.Input((T,), dtype="int32", name="input_ids")
mask_in = keras.Input((T,), dtype="int32", name="attention_mask")
h = keras.layers.Embedding(VOCAB, D)(ids_in)
h = keras.layers.LayerNormalization()(h + MaskedSelfAttention(D, H)(h, mask_in))
h = keras.layers.GlobalAveragePooling1D()(h)
logits = keras.layers.Dense(C, dtype="float32")(h)
model = keras.Model([ids_in, mask_in], logits)

rng = np.random.default_rng(10)
lengths = rng.integers(5, T, size=1024)
ids = np.zeros((1024, T), "int32"); am = np.zeros((1024, T), "int32")
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, size=L); am[i, :L] = 1
labels = rng.integers(0, C, size=1024)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": am}, labels, batch_size=32, epochs=2)

# Tiny BERT-style classifier written from the Hugging Face PyTorch modelling code:
# the extended attention mask is built as (1.0 - mask) * -1e9 and added to the
# scores. Mixed precision (float16) is enabled to halve memory, as with
# `fp16=True` in the HF Trainer.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, SEQ, DIM, HEADS = 4000, 48, 64, 4
rng = np.random.default_rng(14)


def tokenize(n):
    ids = np.zeros((n, SEQ), "int32")
    mask = np.zeros((n, SEQ), "float32")
    labels = rng.integers(0, 2, size=n).astype("int32")
    for i in range(n):
        L = rng.integers(8, SEQ)
        ids[i, :L] = rng.integers(2, VOCAB // 2, size=L) * 2 + labels[i]
        mask[i, :L] = 1.0
    return ids, mask, labels


class SelfAttention(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.h, self.d = heads, dim // heads
        self.qkv = layers.Dense(3 * dim)
        self.o = layers.Dense(dim)

    def call(self, x, mask):
        b = tf.shape(x)[0]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        split = lambda t: tf.transpose(tf.reshape(t, [b, SEQ, self.h, self.d]), [0, 2, 1, 3])
        q, k, v = split(q), split(k), split(v)
        scores = tf.matmul(q, k, transpose_b=True) / tf.math.sqrt(tf.cast(self.d, x.dtype))
        ext = (1.0 - tf.cast(mask, scores.dtype)[:, None, None, :]) * -1e9   # HF get_extended_attention_mask
        probs = tf.nn.softmax(scores + ext, axis=-1)
        out = tf.reshape(tf.transpose(tf.matmul(probs, v), [0, 2, 1, 3]), [b, SEQ, self.h * self.d])
        return self.o(out)


ids_in = keras.Input((SEQ,), dtype="int32", name="input_ids")
mask_in = keras.Input((SEQ,), dtype="float32", name="attention_mask")
x = layers.Embedding(VOCAB, DIM)(ids_in)
for i in range(2):
    x = layers.LayerNormalization()(x + SelfAttention(DIM, HEADS, name=f"attn_{i}")(x, mask_in))
    x = layers.LayerNormalization()(x + layers.Dense(DIM)(layers.Dense(4 * DIM, activation="gelu")(x)))
pooled = x[:, 0]
logits = layers.Dense(2, dtype="float32", name="classifier")(pooled)
model = keras.Model([ids_in, mask_in], logits)

ids, mask, labels = tokenize(1024)
model.compile(optimizer=keras.optimizers.Adam(5e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": mask}, labels, batch_size=32, epochs=3,
          validation_split=0.1, verbose=2)

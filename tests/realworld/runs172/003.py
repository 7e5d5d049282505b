"""Tiny transformer encoder for sequence tagging; attention block ported line by line from PyTorch."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(3); tf.random.set_seed(3)

VOCAB, SEQ, D_MODEL, HEADS, N_TAGS = 2000, 40, 64, 4, 9


class SelfAttention(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.d_model, self.n_heads = d_model, n_heads
        self.d_head = d_model // n_heads
        self.qkv = layers.Dense(3 * d_model)
        self.out = layers.Dense(d_model)

    def call(self, x, mask=None):
        b = tf.shape(x)[0]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)

        def heads(t):  # (B, T, D) -> (B, H, T, Dh)
            t = tf.reshape(t, (b, -1, self.n_heads, self.d_head))
            return tf.transpose(t, (0, 2, 1, 3))

        q, k, v = heads(q), heads(k), heads(v)
        # torch: scores = q @ k.T / math.sqrt(d_head)
        scores = tf.matmul(q, tf.transpose(k)) / math.sqrt(self.d_head)
        attn = tf.nn.softmax(scores, axis=-1)
        ctx = tf.matmul(attn, v)
        ctx = tf.reshape(tf.transpose(ctx, (0, 2, 1, 3)), (b, -1, self.d_model))
        return self.out(ctx)


class EncoderBlock(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.att = SelfAttention(d_model, n_heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.ff = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])

    def call(self, x):
        x = x + self.att(self.ln1(x))
        return x + self.ff(self.ln2(x))


tokens = np.random.randint(1, VOCAB, size=(1024, SEQ)).astype("int32")
tags = (tokens % N_TAGS).astype("int32")

inp = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
h = layers.Embedding(VOCAB, D_MODEL)(inp)
h = h + layers.Embedding(SEQ, D_MODEL)(tf.range(SEQ))[None]
h = EncoderBlock(D_MODEL, HEADS, name="block_0")(h)
h = EncoderBlock(D_MODEL, HEADS, name="block_1")(h)
logits = layers.Dense(N_TAGS, name="tagger")(h)
model = keras.Model(inp, logits, name="tiny_tagger")

model.compile(optimizer=keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(tokens, tags, batch_size=32, epochs=2, validation_split=0.1)

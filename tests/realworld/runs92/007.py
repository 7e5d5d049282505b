# bf16 mixed precision on CPU for a small attention encoder with a T5-style relative position bias ported from torch
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_bfloat16")
SEQ, DIM, HEADS = 32, 64, 4

def sinusoid_table(n, d):
    pos = np.arange(n)[:, None]
    i = np.arange(d)[None, :]
    ang = pos / np.power(10000, (2 * (i // 2)) / d)
    return np.where(i % 2 == 0, np.sin(ang), np.cos(ang)).astype("float32")

class RelPosSelfAttention(keras.layers.Layer):
    def __init__(self, dim, heads, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.heads, self.hd = dim, heads, dim // heads
        self.qkv = keras.layers.Dense(3 * dim)
        self.proj = keras.layers.Dense(dim)
        # torch: self.register_buffer("rel", torch.from_numpy(table))
        self.rel = tf.constant(sinusoid_table(SEQ, self.hd))

    def call(self, x):
        b = tf.shape(x)[0]
        qkv = tf.reshape(self.qkv(x), (b, SEQ, 3, self.heads, self.hd))
        q, k, v = tf.unstack(tf.transpose(qkv, (2, 0, 3, 1, 4)))
        scores = tf.einsum("bhqd,bhkd->bhqk", q, k)
        scores += tf.einsum("bhqd,kd->bhqk", q, self.rel)
        attn = tf.nn.softmax(scores / np.sqrt(self.hd), axis=-1)
        out = tf.einsum("bhqk,bhkd->bhqd", attn, v)
        out = tf.reshape(tf.transpose(out, (0, 2, 1, 3)), (b, SEQ, self.dim))
        return x + self.proj(out)

rng = np.random.default_rng(0)
tokens = rng.integers(1, 100, size=(512, SEQ))
labels = (tokens[:, :4].sum(1) > 200).astype("int32")

inp = keras.Input((SEQ,), dtype="int32")
h = keras.layers.Embedding(100, DIM)(inp)
h = RelPosSelfAttention(DIM, HEADS, name="attn")(h)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(2, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(tokens, labels, batch_size=32, epochs=2, verbose=2)

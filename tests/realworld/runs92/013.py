# Multi-head attention written by hand, ported from a torch module that keeps (B, T, H, D) layouts
import numpy as np
import tensorflow as tf
import keras

B, T, DIM, H = 8, 16, 64, 4

class MHA(keras.layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.h, self.d = heads, dim // heads
        self.q = keras.layers.Dense(dim); self.k = keras.layers.Dense(dim); self.v = keras.layers.Dense(dim)
        self.o = keras.layers.Dense(dim)

    def split(self, x):
        b = tf.shape(x)[0]
        return tf.reshape(x, (b, -1, self.h, self.d))          # torch: x.view(B, T, H, D)

    def call(self, x):
        q = tf.transpose(self.split(self.q(x)), (0, 2, 1, 3))   # (B, H, T, D)
        k = self.split(self.k(x))                                # (B, T, H, D)  <- transpose forgotten
        v = tf.transpose(self.split(self.v(x)), (0, 2, 1, 3))
        scores = tf.matmul(q, k, transpose_b=True) / np.sqrt(self.d)   # torch: q @ k.transpose(-2, -1)
        attn = tf.nn.softmax(scores, axis=-1)
        out = tf.transpose(tf.matmul(attn, v), (0, 2, 1, 3))
        return self.o(tf.reshape(out, (tf.shape(x)[0], -1, self.h * self.d)))

class Encoder(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(1000, DIM)
        self.attn = MHA(DIM, H)
        self.norm = keras.layers.LayerNormalization()
        self.pool = keras.layers.GlobalAveragePooling1D()
        self.cls = keras.layers.Dense(3)
    def call(self, ids):
        h = self.emb(ids)
        h = self.norm(h + self.attn(h))
        return self.cls(self.pool(h))

rng = np.random.default_rng(0)
ids = rng.integers(0, 1000, size=(256, T))
labels = rng.integers(0, 3, size=256)
model = Encoder()
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ids, labels, batch_size=B, epochs=1, verbose=2)

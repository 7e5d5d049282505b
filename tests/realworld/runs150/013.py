"""Grouped-query self-attention block ported from a PyTorch LLaMA-style implementation
(8 query heads, 2 key/value heads)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class GQAttention(layers.Layer):
    def __init__(self, dim=64, n_heads=8, n_kv_heads=2, **kw):
        super().__init__(**kw)
        self.h, self.kv, self.hd = n_heads, n_kv_heads, dim // n_heads
        self.wq = layers.Dense(n_heads * self.hd, use_bias=False)
        self.wk = layers.Dense(n_kv_heads * self.hd, use_bias=False)
        self.wv = layers.Dense(n_kv_heads * self.hd, use_bias=False)
        self.wo = layers.Dense(dim, use_bias=False)

    def call(self, x):
        b, t = tf.shape(x)[0], tf.shape(x)[1]
        q = tf.transpose(tf.reshape(self.wq(x), (b, t, self.h, self.hd)), (0, 2, 1, 3))
        k = tf.transpose(tf.reshape(self.wk(x), (b, t, self.kv, self.hd)), (0, 2, 1, 3))
        v = tf.transpose(tf.reshape(self.wv(x), (b, t, self.kv, self.hd)), (0, 2, 1, 3))
        # torch: scores = q @ k.transpose(-2, -1)  (repeat_kv was done in a helper we did not port)
        scores = tf.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(self.hd)
        attn = tf.nn.softmax(scores, axis=-1)
        o = tf.einsum("bhqk,bhkd->bhqd", attn, v)
        o = tf.reshape(tf.transpose(o, (0, 2, 1, 3)), (b, t, self.h * self.hd))
        return self.wo(o)

T, D = 32, 64
X = np.random.rand(512, T, D).astype("float32")
y = np.random.randint(0, 5, 512)
inp = keras.Input((T, D))
h = GQAttention(name="gqa")(inp)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(5, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=2)

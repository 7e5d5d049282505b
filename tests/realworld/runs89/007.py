# hand-written attention block (ported from torch) trained under mixed_float16
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class SelfAttention(layers.Layer):
    def __init__(self, d, heads, **kw):
        super().__init__(**kw)
        self.d, self.h = d, heads
        self.qkv = layers.Dense(3 * d)
        self.o = layers.Dense(d)
    def call(self, x, pad_mask):
        B, T = tf.shape(x)[0], tf.shape(x)[1]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        def heads(t):
            return tf.transpose(tf.reshape(t, (B, T, self.h, self.d // self.h)), (0, 2, 1, 3))
        q, k, v = heads(q), heads(k), heads(v)
        scores = tf.matmul(q, k, transpose_b=True) / tf.cast(tf.sqrt(float(self.d // self.h)), x.dtype)
        m = tf.cast(pad_mask[:, None, None, :], scores.dtype)
        scores = scores + (1.0 - m) * -1e9          # same as torch masked_fill(-1e9) trick
        w = tf.nn.softmax(scores, axis=-1)
        out = tf.reshape(tf.transpose(tf.matmul(w, v), (0, 2, 1, 3)), (B, T, self.d))
        return self.o(out)

VOCAB, T = 3000, 40
ids = keras.Input((T,), dtype="int32")
pm = keras.Input((T,), dtype="int32")
x = layers.Embedding(VOCAB, 64)(ids)
x = layers.LayerNormalization()(x + SelfAttention(64, 4)(x, pm))
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(2, dtype="float32")(x)
model = keras.Model([ids, pm], out)

rng = np.random.default_rng(0)
lens = rng.integers(8, T, size=2000)
X = np.zeros((2000, T), "int32"); M = np.zeros((2000, T), "int32")
for i, n in enumerate(lens):
    X[i, :n] = rng.integers(1, VOCAB, size=n); M[i, :n] = 1
y = (lens > T // 2).astype("int32")
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print(model.optimizer)
model.fit([X, M], y, batch_size=64, epochs=3, validation_split=0.1, verbose=2)

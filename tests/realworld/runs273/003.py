# Mixed-precision training of a small Transformer encoder (sinusoidal positions ported from the torch code).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")


def sinusoid_table(max_len, d):
    pos = np.arange(max_len)[:, None]
    i = np.arange(d)[None, :]
    ang = pos / np.power(10000, (2 * (i // 2)) / d)
    ang[:, 0::2] = np.sin(ang[:, 0::2])
    ang[:, 1::2] = np.cos(ang[:, 1::2])
    return ang.astype("float32")


class TokenAndPosition(layers.Layer):
    def __init__(self, vocab, max_len, d, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, d)
        self.pe = tf.constant(sinusoid_table(max_len, d))  # register_buffer("pe", ...) in torch

    def call(self, ids):
        L = tf.shape(ids)[1]
        return self.tok(ids) + self.pe[tf.newaxis, :L, :]


rng = np.random.default_rng(2)
x = rng.integers(1, 3000, (1024, 40)).astype("int32")
y = (x[:, :5].mean(1) > 1500).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(64).prefetch(2)

inp = keras.Input((40,), dtype="int32")
h = TokenAndPosition(3000, 128, 64)(inp)
a = layers.MultiHeadAttention(4, 16)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(2, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)

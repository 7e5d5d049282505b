# Masked mean-pooling sentence encoder (ported from sentence-transformers mean pooling)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class MaskedMeanPool(layers.Layer):
    def call(self, h, mask):
        m = tf.cast(mask, h.dtype)[..., None]
        return tf.reduce_sum(h * m, axis=1) / tf.reduce_sum(m, axis=1)

rng = np.random.default_rng(0)
N, T, V = 1024, 24, 4000
lens = rng.integers(0, T, size=N)   # some cleaned reviews became empty strings -> length 0
ids = rng.integers(1, V, size=(N, T)) * (np.arange(T)[None] < lens[:, None])
y = rng.integers(0, 2, size=N).astype("float32")
print("empty docs:", int((lens == 0).sum()))
tok = keras.Input((T,), dtype="int32")
mask = keras.Input((T,), dtype="int32")
h = layers.Embedding(V, 32)(tok)
h = layers.Dense(32, activation="relu")(h)
p = MaskedMeanPool()(h, mask)
out = layers.Dense(1)(p)
model = keras.Model([tok, mask], out)
model.compile("adam", keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit([ids, (ids > 0).astype("int32")], y, batch_size=64, epochs=3, verbose=2)

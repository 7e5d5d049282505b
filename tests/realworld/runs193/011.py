"""Patch-embedding block ported from a PyTorch ViT: reshape with the batch size read from x.shape[0]."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class PatchEmbed(layers.Layer):
    def __init__(self, patch=4, dim=32, **kw):
        super().__init__(**kw)
        self.patch, self.dim = patch, dim
        self.proj = layers.Dense(dim)

    def call(self, x):
        B, H, W, C = x.shape                       # torch: B, C, H, W = x.shape
        p = self.patch
        x = tf.reshape(x, (B, H // p, p, W // p, p, C))
        x = tf.transpose(x, (0, 1, 3, 2, 4, 5))
        x = tf.reshape(x, (B, (H // p) * (W // p), p * p * C))
        return self.proj(x)

rng = np.random.default_rng(6)
X = rng.normal(size=(256, 32, 32, 3)).astype("float32"); y = rng.integers(0, 10, 256)
inp = keras.Input(shape=(32, 32, 3))
h = PatchEmbed(4, 32)(inp)
h = layers.LayerNormalization()(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(10)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=2, verbose=2)

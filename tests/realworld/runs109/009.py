"""Tiny ViT for 10-class 32x32 images, ported from a PyTorch timm-style model.
bfloat16 autocast (torch.autocast(dtype=torch.bfloat16)) -> Keras mixed_bfloat16.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")

PATCH, DIM, NPATCH = 4, 64, 64


class PatchEmbed(layers.Layer):
    """Conv-free patch embedding: unfold patches then project (nn.Linear in torch)."""

    def __init__(self, patch, dim, **kw):
        super().__init__(**kw)
        self.patch, self.dim = patch, dim

    def build(self, input_shape):
        in_feats = self.patch * self.patch * input_shape[-1]
        # torch: self.proj = nn.Parameter(torch.randn(in_feats, dim) * 0.02)
        self.proj = tf.Variable(tf.random.normal((in_feats, self.dim), stddev=0.02), name="proj")
        self.pos = self.add_weight(shape=(NPATCH, self.dim), initializer="zeros", name="pos")

    def call(self, x):
        p = tf.image.extract_patches(x, [1, self.patch, self.patch, 1], [1, self.patch, self.patch, 1],
                                     [1, 1, 1, 1], "VALID")
        p = tf.reshape(p, (-1, NPATCH, p.shape[-1]))
        return tf.matmul(p, self.proj) + self.pos


def block(x):
    h = layers.LayerNormalization()(x)
    h = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
    x = x + h
    h = layers.LayerNormalization()(x)
    h = layers.Dense(128, activation="gelu")(h)
    return x + layers.Dense(DIM)(h)


inp = keras.Input((32, 32, 3))
x = PatchEmbed(PATCH, DIM)(inp)
for _ in range(2):
    x = block(x)
x = layers.GlobalAveragePooling1D()(layers.LayerNormalization()(x))
out = layers.Dense(10, dtype="float32")(x)
model = keras.Model(inp, out)

rng = np.random.default_rng(0)
xs = rng.normal(size=(256, 32, 32, 3)).astype("float32")
ys = rng.integers(0, 10, size=256)
model.compile(keras.optimizers.AdamW(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(xs, ys, batch_size=32, epochs=2, verbose=2)

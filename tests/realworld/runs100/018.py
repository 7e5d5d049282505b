# Representation learner with a nuclear-norm (low-rank) penalty on the batch embeddings,
# trained with the mixed precision setting from the GPU config (debug run on the CPU box).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy().name)

class LowRankPenalty(layers.Layer):
    """Adds lambda * ||Z||_* (sum of singular values of the batch embedding matrix)."""
    def __init__(self, weight=1e-3, **kw):
        super().__init__(**kw)
        self.weight = weight
    def call(self, z):
        s = tf.linalg.svd(z, compute_uv=False)
        self.add_loss(self.weight * tf.cast(tf.reduce_sum(s), tf.float32))
        return z

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 48)).astype("float32")
y = (X[:, :3].sum(axis=1) > 0).astype("int32")

inp = keras.Input((48,))
h = layers.Dense(128, activation="relu")(inp)
z = layers.Dense(32, name="embedding")(h)
z = LowRankPenalty(1e-3, name="nuclear_norm")(z)
out = layers.Dense(2, activation="softmax", dtype="float32")(z)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=128, epochs=3)

# Multi-instance classifier (bags of patch embeddings) with a custom attention-pooling layer,
# mixed_float16 + MirroredStrategy as on the 2-GPU box (here: 2 logical CPU devices)
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)

import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class SharpAttentionPool(layers.Layer):
    """softmax(score / T) pooling over instances, written out by hand like the torch version."""
    def __init__(self, hidden=32, temperature=0.1, **kw):
        super().__init__(**kw)
        self.temperature = temperature
        self.proj = layers.Dense(hidden, activation="tanh")
        self.score = layers.Dense(1)

    def call(self, x):
        s = self.score(self.proj(x)) / self.temperature          # (b, n, 1)
        e = tf.exp(s)
        w = e / tf.reduce_sum(e, axis=1, keepdims=True)
        return tf.reduce_sum(w * x, axis=1)

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
N, BAG, D = 4096, 16, 32
x = rng.normal(size=(N, BAG, D)).astype("float32")
y = (x[:, :, 0].max(1) > 2.0).astype("float32")

with strategy.scope():
    inp = keras.Input((BAG, D))
    h = layers.Dense(D, activation="relu")(inp)
    pooled = SharpAttentionPool(32, temperature=0.25)(h)
    out = layers.Dense(1, activation="sigmoid", dtype="float32")(pooled)
    model = keras.Model(inp, out)
    model.compile(keras.optimizers.Adam(3e-3), "binary_crossentropy", metrics=["accuracy"])

print("policy:", keras.mixed_precision.global_policy().name)
model.fit(x, y, batch_size=128, epochs=8, verbose=2)

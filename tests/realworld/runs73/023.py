# MirroredStrategy (2 logical CPU devices) + mixed_bfloat16, custom residual layer, class_weight for imbalance
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)

import keras
from keras import layers, ops

keras.mixed_precision.set_global_policy("mixed_bfloat16")

class ResidualMLP(layers.Layer):
    def __init__(self, units, **kw):
        super().__init__(**kw)
        self.units = units
        self.fc = layers.Dense(units, activation="gelu")
        self.norm = layers.LayerNormalization()

    def call(self, x):
        return self.norm(ops.add(x, self.fc(x)))

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync, "policy:", keras.mixed_precision.global_policy().name)

rng = np.random.default_rng(0)
N, D = 6000, 32
y = rng.choice(3, size=N, p=[0.7, 0.2, 0.1])
x = (rng.normal(size=(N, D)) + np.eye(3)[y] @ rng.normal(scale=1.5, size=(3, D))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(128)
class_weight = {0: 1.0, 1: 3.5, 2: 7.0}

with strategy.scope():
    inp = keras.Input((D,))
    h = layers.Dense(D)(inp)
    h = ResidualMLP(D)(h)
    h = ResidualMLP(D)(h)
    out = layers.Dense(3, dtype="float32")(h)
    model = keras.Model(inp, out)
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(ds, epochs=8, class_weight=class_weight, verbose=2)
print("training complete")

"""Regression model (house prices) trained with MirroredStrategy on 2 logical CPUs.

Adapted from our torch DDP script: log the environment first, then set up devices.
"""
import sys
import platform
import numpy as np
import tensorflow as tf
import keras
from keras import layers


def log_environment():
    print("python", platform.python_version(), "| tensorflow", tf.__version__, "| keras", keras.__version__)
    print("devices:", [d.name for d in tf.config.list_logical_devices()])


def setup_devices(n_replicas=2):
    cpus = tf.config.list_physical_devices("CPU")
    tf.config.set_logical_device_configuration(
        cpus[0], [tf.config.LogicalDeviceConfiguration() for _ in range(n_replicas)])
    return [f"/cpu:{i}" for i in range(n_replicas)]


log_environment()
devices = setup_devices(2)
strategy = tf.distribute.MirroredStrategy(devices)
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 8)).astype("float32")
w = rng.normal(size=(8, 1)).astype("float32")
y = (X @ w + 0.1 * rng.normal(size=(2000, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2000).batch(64).prefetch(tf.data.AUTOTUNE)

with strategy.scope():
    model = keras.Sequential([keras.Input((8,)), layers.Dense(32, activation="relu"), layers.Dense(1)])
    model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(ds, epochs=3, verbose=2)

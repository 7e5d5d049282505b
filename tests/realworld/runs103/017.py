"""Synchronous data parallel on CPU replicas (test rig for our 4-GPU MirroredStrategy job)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_REPLICAS = 4
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(
    cpu, [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
print("logical devices:", [d.name for d in tf.config.list_logical_devices("CPU")])

strategy = tf.distribute.MirroredStrategy([f"/cpu:{i}" for i in range(NUM_REPLICAS)])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x @ rng.normal(size=(16, 1))).astype("float32")
GLOBAL_BATCH = 32 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(1)])
    model.compile(optimizer="adam", loss="mse")
model.fit(ds, epochs=3, verbose=2)

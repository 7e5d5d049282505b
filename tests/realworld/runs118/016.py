"""Data-parallel training with MirroredStrategy over two logical CPU devices (dev box without GPUs)."""
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(10)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")
BATCH = 32 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(BATCH).prefetch(2)

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

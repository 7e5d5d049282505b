"""MirroredStrategy data-parallel training on 2 logical CPU devices (healthy)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(devices=["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)
GLOBAL_BATCH = 32 * strategy.num_replicas_in_sync

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 16)).astype("float32")
y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(4096).batch(GLOBAL_BATCH)
val = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.Adam(2e-3),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)

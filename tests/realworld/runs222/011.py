# Data-parallel training on two logical CPU devices with tf.distribute.MirroredStrategy.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(11)
centers = rng.normal(scale=2.0, size=(6, 20)).astype("float32")
y = rng.integers(0, 6, size=6000)
x = (centers[y] + rng.normal(size=(6000, 20))).astype("float32")
global_batch = 64 * strategy.num_replicas_in_sync
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000, seed=0).batch(global_batch)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(global_batch)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(64, activation="relu"), keras.layers.Dense(6)])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
print("eval:", model.evaluate(val, verbose=0, return_dict=True))

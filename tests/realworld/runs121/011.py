"""Healthy: MirroredStrategy over 2 logical CPU devices, Keras functional model trained with fit."""
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(9)
X = rng.normal(size=(4096, 24)).astype("float32")
y = ((X[:, 0] * X[:, 1] + X[:, 2]) > 0).astype("int32")
GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
train = tf.data.Dataset.from_tensor_slices((X[:3584], y[:3584])).shuffle(3584, seed=0).batch(GLOBAL_BATCH)
val = tf.data.Dataset.from_tensor_slices((X[3584:], y[3584:])).batch(GLOBAL_BATCH)

with strategy.scope():
    inp = keras.Input((24,))
    h = keras.layers.Dense(64, activation="relu")(inp)
    h = keras.layers.BatchNormalization()(h)
    h = keras.layers.Dense(64, activation="relu")(h)
    out = keras.layers.Dense(2)(h)
    model = keras.Model(inp, out)
    model.compile(keras.optimizers.Adam(2e-3),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=4, verbose=2)
print("eval:", model.evaluate(val, verbose=0))

# Healthy: Keras model.fit under MirroredStrategy on 2 logical CPU devices
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 10)).astype("float32")
y = (X @ rng.normal(size=(10, 1)) + 0.1 * rng.normal(size=(2048, 1))).astype("float32")
with strategy.scope():
    model = keras.Sequential([keras.Input((10,)), layers.Dense(32, activation="relu"), layers.Dense(1)])
    model.compile(keras.optimizers.Adam(3e-3), "mse")
model.fit(X, y, epochs=6, batch_size=64, verbose=2)
print("final mse:", model.evaluate(X, y, verbose=0))

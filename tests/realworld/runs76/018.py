# Keras fit with MirroredStrategy (2 logical CPUs), stateful GRU streaming model from the single-device script
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("Number of devices:", strategy.num_replicas_in_sync)
BATCH, T = 16, 20
rng = np.random.default_rng(0)
x = rng.normal(size=(BATCH * 20, T, 8)).astype("float32"); y = rng.normal(size=(BATCH * 20, 1)).astype("float32")
with strategy.scope():
    model = keras.Sequential([keras.Input(batch_shape=(BATCH, T, 8)),
                              layers.GRU(32, stateful=True), layers.Dense(1)])
    model.compile("adam", "mse")
model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False)

# Data-parallel config copied from the 4-GPU run: replica list hard-coded, simulated with logical CPU devices.
import numpy as np
import tensorflow as tf
import keras

N_WORKERS = 2
cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * N_WORKERS)
print("logical CPUs:", [d.name for d in tf.config.list_logical_devices("CPU")])

DEVICES = ["/cpu:0", "/cpu:1", "/cpu:2", "/cpu:3"]   # from config.yaml: devices: [0, 1, 2, 3]
strategy = tf.distribute.MirroredStrategy(devices=DEVICES)
print("replicas:", strategy.num_replicas_in_sync)

with strategy.scope():
    model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    model.compile("adam", "mse")
x = np.random.randn(512, 12).astype("float32"); y = x.sum(1, keepdims=True)
model.fit(x, y, batch_size=16 * strategy.num_replicas_in_sync, epochs=2)

# DDP -> tf.distribute port: model.fit under MirroredStrategy on 2 logical CPU devices.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
x = rng.standard_normal((4096, 20)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("float32")

# metrics are built by the shared eval module (used by the single-device script too)
METRICS = [keras.metrics.AUC(name="auc"), keras.metrics.Precision(name="precision")]

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"),
                              layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=METRICS)

model.fit(x, y, batch_size=128, epochs=3, validation_split=0.1, verbose=2)

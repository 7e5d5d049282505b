# Multi-replica training on 2 logical CPU devices; model built by a factory shared with single-device code.
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
print("logical devices:", [d.name for d in tf.config.list_logical_devices("CPU")])

def build_model():
    return keras.Sequential([
        keras.Input((28, 28, 1)),
        keras.layers.Conv2D(16, 3, activation="relu"),
        keras.layers.MaxPooling2D(),
        keras.layers.Flatten(),
        keras.layers.Dense(10),
    ])

model = build_model()   # same helper as the 1-device script
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)

with strategy.scope():
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

x = np.random.rand(512, 28, 28, 1).astype("float32")
y = np.random.randint(0, 10, 512)
model.fit(x, y, batch_size=64, epochs=2)

"""Data-parallel training of a small image classifier with MirroredStrategy.

On the dev box we split the CPU into 2 logical devices to test the
multi-replica code path before moving to the 2-GPU node.
"""
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])

import keras
from keras import layers

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

PER_REPLICA_BATCH = 16
GLOBAL_BATCH = PER_REPLICA_BATCH * strategy.num_replicas_in_sync
rng = np.random.default_rng(3)
n = 640
y = rng.integers(0, 4, size=n)
x = rng.normal(0, 0.3, size=(n, 32, 32, 3)).astype("float32")
for c in range(4):  # a bright square whose position encodes the class
    r, col = divmod(c, 2)
    x[y == c, r * 16:r * 16 + 12, col * 16:col * 16 + 12, :] += 1.5

ds = tf.data.Dataset.from_tensor_slices((x, y))
train_ds = ds.take(512).shuffle(512, seed=0).batch(GLOBAL_BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = ds.skip(512).batch(GLOBAL_BATCH).prefetch(tf.data.AUTOTUNE)

with strategy.scope():
    model = keras.Sequential([
        keras.Input((32, 32, 3)),
        layers.Conv2D(16, 3, padding="same", activation="relu"),
        layers.BatchNormalization(),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, padding="same", activation="relu"),
        layers.MaxPooling2D(),
        layers.Flatten(),
        layers.Dense(64, activation="relu"),
        layers.Dense(4),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val loss {loss:.4f} acc {acc:.4f}")

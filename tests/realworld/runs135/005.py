"""Data-parallel smoke test on a CPU box: split the host CPU into 2 logical devices, train a small CNN with
MirroredStrategy + ModelCheckpoint/EarlyStopping/ReduceLROnPlateau before moving the job to the GPU node."""
import os
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
import keras
from keras import layers

print("logical devices:", [d.name for d in tf.config.list_logical_devices("CPU")])
strategy = tf.distribute.MirroredStrategy(devices=["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(5)
n = 2048
labels = rng.integers(0, 4, n)
images = rng.normal(0, 0.3, (n, 16, 16, 1)).astype("float32")
for i, y in enumerate(labels):  # class = which quadrant is bright
    r, c = divmod(int(y), 2)
    images[i, r * 8:(r + 1) * 8, c * 8:(c + 1) * 8, 0] += 1.0

PER_REPLICA = 32
GLOBAL_BATCH = PER_REPLICA * strategy.num_replicas_in_sync
train_ds = tf.data.Dataset.from_tensor_slices((images[:1792], labels[:1792])).shuffle(2048).batch(GLOBAL_BATCH).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((images[1792:], labels[1792:])).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(16, 16, 1)),
        layers.Conv2D(16, 3, activation="relu", padding="same"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, activation="relu", padding="same"),
        layers.GlobalAveragePooling2D(),
        layers.Dense(4),
    ])
    model.compile(optimizer=keras.optimizers.Adam(3e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

os.makedirs("/home/user/project/ckpt005", exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint("/home/user/project/ckpt005/best.keras", monitor="val_accuracy", save_best_only=True, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
]
model.fit(train_ds, validation_data=val_ds, epochs=6, callbacks=callbacks, verbose=2)
best = keras.models.load_model("/home/user/project/ckpt005/best.keras")
print("best checkpoint eval:", best.evaluate(val_ds, verbose=0, return_dict=True))

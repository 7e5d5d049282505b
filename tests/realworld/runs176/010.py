"""Denoising autoencoder trained under tf.distribute.MirroredStrategy (2 logical CPU devices for the dry run),
best weights checkpointed and reloaded into a fresh replica for evaluation."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
keras.utils.set_random_seed(8)

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

t = np.linspace(0, 1, 64, dtype="float32")
freqs = np.random.uniform(1, 6, (3000, 1)).astype("float32")
clean = np.sin(2 * np.pi * freqs * t)[..., None]
noisy = clean + 0.3 * np.random.randn(*clean.shape).astype("float32")
GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
train = tf.data.Dataset.from_tensor_slices((noisy[:2500], clean[:2500])).shuffle(2500).batch(GLOBAL_BATCH)
val = tf.data.Dataset.from_tensor_slices((noisy[2500:], clean[2500:])).batch(GLOBAL_BATCH)

def build():
    inp = keras.Input((64, 1))
    x = layers.Conv1D(16, 5, padding="same", activation="relu")(inp)
    x = layers.MaxPooling1D(2)(x)
    x = layers.Conv1D(8, 5, padding="same", activation="relu")(x)
    x = layers.UpSampling1D(2)(x)
    out = layers.Conv1D(1, 5, padding="same")(x)
    return keras.Model(inp, out, name="dae")

with strategy.scope():
    model = build()
    model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="mse", metrics=["mae"])

ckpt = "/home/user/project/dae_best.weights.h5"
model.fit(train, validation_data=val, epochs=5, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint(ckpt, monitor="val_loss", save_best_only=True, save_weights_only=True, verbose=1)])

with strategy.scope():
    fresh = build()
    fresh.compile(loss="mse", metrics=["mae"])
fresh.load_weights(ckpt)
print("reloaded best weights -> val:", dict(zip(["loss", "mae"], [round(v, 4) for v in fresh.evaluate(val, verbose=0)])))
print("noisy-input baseline mse:", round(float(np.mean((noisy[2500:] - clean[2500:]) ** 2)), 4))

"""Sensor activity classifier: tf.data input pipeline built from two separate arrays (features and labels),
ported from a PyTorch setup with one DataLoader per file."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
N, T, F, C = 3000, 50, 6, 4
y_np = rng.integers(0, C, N)
freqs = np.array([1.0, 2.0, 3.5, 5.0])
t = np.linspace(0, 1, T)
x_np = rng.normal(scale=0.5, size=(N, T, F)).astype("float32")
x_np += np.sin(2 * np.pi * freqs[y_np][:, None, None] * t[None, :, None]).astype("float32")

split = 2500
features = tf.data.Dataset.from_tensor_slices(x_np[:split]).shuffle(2500)
targets = tf.data.Dataset.from_tensor_slices(y_np[:split]).shuffle(2500)
train_ds = tf.data.Dataset.zip((features, targets)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_np[split:], y_np[split:])).batch(128)

model = keras.Sequential([
    keras.Input(shape=(T, F)),
    layers.Conv1D(32, 5, activation="relu"),
    layers.MaxPooling1D(2),
    layers.Conv1D(64, 5, activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(C, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_accuracy", patience=4)])

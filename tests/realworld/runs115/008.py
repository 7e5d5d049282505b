"""Sensor fault classifier (1D CNN) with EarlyStopping + ReduceLROnPlateau."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(5)
N, T = 3000, 128
y = rng.integers(0, 4, N)
t = np.linspace(0, 1, T)
freqs = np.array([3, 7, 11, 17])
x = np.sin(2 * np.pi * freqs[y][:, None] * t[None, :]) + rng.normal(0, 1.5, (N, T))
x = x[..., None].astype("float32")

model = keras.Sequential([
    keras.Input((T, 1)),
    layers.Conv1D(16, 7, activation="relu"), layers.MaxPooling1D(2),
    layers.Conv1D(32, 5, activation="relu"), layers.GlobalAveragePooling1D(),
    layers.Dense(4, activation="softmax"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", mode="max", patience=2, restore_best_weights=True, verbose=1),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=3, verbose=1),
]
model.fit(x, y, batch_size=64, epochs=30, validation_split=0.2, callbacks=callbacks, verbose=2)
loss, acc = model.evaluate(x[-600:], y[-600:], verbose=0)
print(f"held-out accuracy after training: {acc:.4f}")

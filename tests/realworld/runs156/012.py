"""Arrhythmia classifier on 2-second single-lead ECG windows (250 Hz).
Each window is z-scored on its own inside the tf.data pipeline, as in the
PyTorch transform: (x - x.mean()) / x.std()."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(31)
N, T = 3000, 500
y = rng.integers(0, 2, size=N)
t = np.linspace(0, 2, T)
hr = np.where(y == 1, rng.uniform(1.8, 2.6, N), rng.uniform(0.9, 1.4, N))
x = (np.sin(2 * np.pi * hr[:, None] * t[None, :]) ** 15 * rng.uniform(0.5, 2.0, (N, 1))
     + 0.05 * rng.normal(size=(N, T))).astype("float32")
# lead-off episodes: the recorder writes flat zero windows while an electrode is detached
lead_off = rng.random(N) < 0.02
x[lead_off] = 0.0
print(f"{N} windows, {lead_off.sum()} lead-off windows")


def standardize(sig, label):
    sig = (sig - tf.reduce_mean(sig)) / tf.math.reduce_std(sig)
    return sig[:, None], label


train = (tf.data.Dataset.from_tensor_slices((x[:2400], y[:2400]))
         .shuffle(2400).map(standardize).batch(64).prefetch(tf.data.AUTOTUNE))
val = tf.data.Dataset.from_tensor_slices((x[2400:], y[2400:])).map(standardize).batch(64)

model = keras.Sequential([
    keras.Input(shape=(T, 1)),
    layers.Conv1D(16, 7, strides=2, activation="relu"),
    layers.MaxPooling1D(2),
    layers.Conv1D(32, 5, strides=2, activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(train, validation_data=val, epochs=5, verbose=2)

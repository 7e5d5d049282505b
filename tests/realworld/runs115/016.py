"""Human activity recognition from accelerometer windows (LSTM), numpy pipeline."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
N, T = 2400, 50
y = rng.integers(0, 3, N)                         # walk / run / sit
t = np.linspace(0, 2, T)
base_f = np.array([1.5, 3.0, 0.0])[y]
amp = np.array([1.0, 2.0, 0.1])[y]
x = amp[:, None, None] * np.sin(2 * np.pi * base_f[:, None, None] * t[None, :, None] + rng.uniform(0, 6, (N, 1, 3)))
x = (x + rng.normal(0, 0.3, (N, T, 3))).astype("float32")

# shuffle before the split (recordings were stored grouped by subject)
np.random.seed(0)
np.random.shuffle(x)
np.random.shuffle(y)
n_tr = int(0.8 * N)
x_tr, y_tr, x_va, y_va = x[:n_tr], y[:n_tr], x[n_tr:], y[n_tr:]

model = keras.Sequential([keras.Input((T, 3)), layers.LSTM(32), layers.Dense(32, activation="relu"),
                          layers.Dense(3, activation="softmax")])
model.compile(keras.optimizers.Adam(2e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_tr, y_tr, validation_data=(x_va, y_va), batch_size=64, epochs=8, verbose=2)

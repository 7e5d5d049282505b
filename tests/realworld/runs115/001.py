"""Hourly load forecasting: LSTM on windows built with keras.utils.timeseries_dataset_from_array."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
T = 3000
t = np.arange(T)
load = 50 + 10 * np.sin(2 * np.pi * t / 24) + 5 * np.sin(2 * np.pi * t / 168) + rng.normal(0, 1, T)
temp = 15 + 8 * np.sin(2 * np.pi * (t - 6) / 24) + rng.normal(0, 0.5, T)
data = np.stack([load, temp], axis=1).astype("float32")

n_train = int(0.8 * T)
mean, std = data[:n_train].mean(0), data[:n_train].std(0)
data = (data - mean) / std

SEQ, HORIZON = 48, 1
def make_ds(arr, shuffle):
    x = arr[:-(SEQ + HORIZON - 1)]
    y = arr[SEQ + HORIZON - 1:, 0]
    return keras.utils.timeseries_dataset_from_array(x, y, sequence_length=SEQ, batch_size=64, shuffle=shuffle, seed=1)

train_ds = make_ds(data[:n_train], True)
val_ds = make_ds(data[n_train:], False)

model = keras.Sequential([
    keras.Input((SEQ, 2)),
    layers.LSTM(32),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.summary()
hist = model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
print("val mae (original units): %.3f" % (hist.history["val_mae"][-1] * std[0]))

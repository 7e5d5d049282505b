"""Energy-demand forecaster (windowed time series with keras.utils.timeseries_dataset_from_array), logging to
TensorBoard like the team's PyTorch SummaryWriter setup."""
import datetime
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
t = np.arange(6000)
load = (50 + 10 * np.sin(2 * np.pi * t / 24) + 5 * np.sin(2 * np.pi * t / 168) + rng.normal(0, 1.5, t.size)).astype("float32")
temp = (15 + 8 * np.sin(2 * np.pi * (t - 5) / 24) + rng.normal(0, 1, t.size)).astype("float32")
series = np.stack([load, temp], axis=1)

WINDOW = 48
split = 5000
norm = layers.Normalization()
norm.adapt(series[:split])

def windows(arr, targets, shuffle):
    return keras.utils.timeseries_dataset_from_array(arr, targets, sequence_length=WINDOW, batch_size=64, shuffle=shuffle)

train_ds = windows(series[:split - 1], load[WINDOW:split], True)
val_ds = windows(series[split:-1], load[split + WINDOW:], False)

model = keras.Sequential([
    keras.Input(shape=(WINDOW, 2)),
    norm,
    layers.LSTM(32),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse", metrics=["mae"])

log_dir = "/home/user/project/tb010/" + datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
callbacks = [
    keras.callbacks.TensorBoard(log_dir=log_dir, histogram_freq=1, update_freq="epoch"),
    keras.callbacks.EarlyStopping(monitor="val_mae", patience=3, restore_best_weights=True),
]
model.fit(train_ds, validation_data=val_ds, epochs=5, callbacks=callbacks, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))

"""Multivariate air-quality forecaster: CSV export from the sensor DB, windowed dataset, TerminateOnNaN guard."""
import io
import numpy as np
import pandas as pd
import keras
from keras import layers

rng = np.random.default_rng(21)
T = 5000
ts = pd.date_range("2024-01-01", periods=T, freq="h")
pm25 = 35 + 10 * np.sin(2 * np.pi * np.arange(T) / 24) + rng.normal(0, 3, T)
no2 = 20 + 0.4 * pm25 + rng.normal(0, 2, T)
temp = 12 + 6 * np.sin(2 * np.pi * (np.arange(T) - 5) / 24) + rng.normal(0, 1, T)
df = pd.DataFrame({"ts": ts, "pm25": pm25.round(1), "no2": no2.round(1), "temp": temp.round(1)})
# sensor outages show up as empty cells in the export
for col in ("no2", "temp"):
    df.loc[rng.choice(T, 40, replace=False), col] = np.nan
raw_csv = df.to_csv(index=False)

data = pd.read_csv(io.StringIO(raw_csv), parse_dates=["ts"]).set_index("ts")
print(data.describe().T[["count", "mean", "std"]])
values = data[["pm25", "no2", "temp"]].to_numpy("float32")
n_tr = int(0.8 * T)
mu, sd = np.nanmean(values[:n_tr], 0), np.nanstd(values[:n_tr], 0)
values = (values - mu) / sd

LB = 24
train_ds = keras.utils.timeseries_dataset_from_array(values[:n_tr - LB], values[LB:n_tr, 0], sequence_length=LB,
                                                     batch_size=64, shuffle=True, seed=0)
val_ds = keras.utils.timeseries_dataset_from_array(values[n_tr:-LB], values[n_tr + LB:, 0], sequence_length=LB,
                                                   batch_size=64)
model = keras.Sequential([keras.Input((LB, 3)), layers.Conv1D(32, 3, activation="relu"), layers.LSTM(32), layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=5,
          callbacks=[keras.callbacks.TerminateOnNaN(), keras.callbacks.EarlyStopping(patience=2)])
print("training finished after", len(model.history.history.get("loss", [])), "epoch(s)")

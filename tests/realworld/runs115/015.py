"""Daily demand forecasting with a train/val/test split by date and windowed datasets."""
import numpy as np
import pandas as pd
import keras
from keras import layers

rng = np.random.default_rng(11)
dates = pd.date_range("2023-01-01", "2024-12-31", freq="D")
demand = 200 + 30 * np.sin(2 * np.pi * dates.dayofyear / 365.25) + 15 * (dates.dayofweek >= 5) + rng.normal(0, 5, len(dates))
df = pd.DataFrame({"demand": demand, "dow": dates.dayofweek}, index=dates)

train_df = df[:"2024-09-30"]
val_df = df["2024-10-01":"2024-11-30"]
test_df = df["2024-12-01":]
mu, sd = train_df.mean(), train_df.std()
norm = lambda d: ((d - mu) / sd).values.astype("float32")

LOOKBACK, HORIZON = 56, 7     # 8 weeks of history -> next week
def windows(arr, shuffle=False):
    x = arr[:-HORIZON]
    y = np.stack([arr[i + LOOKBACK:i + LOOKBACK + HORIZON, 0] for i in range(len(arr) - LOOKBACK - HORIZON + 1)]) \
        if len(arr) >= LOOKBACK + HORIZON else np.zeros((0, HORIZON), "float32")
    return keras.utils.timeseries_dataset_from_array(x, None, sequence_length=LOOKBACK, batch_size=32, shuffle=False), y

def make(arr, shuffle=False):
    import tensorflow as tf
    xs, y = windows(arr)
    ys = tf.data.Dataset.from_tensor_slices(y).batch(32)
    return tf.data.Dataset.zip((xs, ys))

train_ds, val_ds, test_ds = make(norm(train_df), True), make(norm(val_df)), make(norm(test_df))
print("train rows %d, val rows %d, test rows %d" % (len(train_df), len(val_df), len(test_df)))

model = keras.Sequential([keras.Input((LOOKBACK, 2)), layers.LSTM(32), layers.Dense(HORIZON)])
model.compile("adam", "mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
print("test:", model.evaluate(test_ds, return_dict=True, verbose=0))

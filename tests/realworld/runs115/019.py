"""Univariate temperature forecasting with TimeseriesGenerator (from a Keras 2 tutorial)."""
import numpy as np
import keras
from keras import layers
from keras.preprocessing.sequence import TimeseriesGenerator

rng = np.random.default_rng(0)
series = (20 + 5 * np.sin(np.arange(2000) * 2 * np.pi / 24) + rng.normal(0, 0.5, 2000)).astype("float32")
series = (series - series.mean()) / series.std()
data = series.reshape(-1, 1)

LOOKBACK = 24
train_gen = TimeseriesGenerator(data[:1600], data[:1600], length=LOOKBACK, batch_size=32)
val_gen = TimeseriesGenerator(data[1600:], data[1600:], length=LOOKBACK, batch_size=32)

model = keras.Sequential([keras.Input((LOOKBACK, 1)), layers.LSTM(32), layers.Dense(1)])
model.compile("adam", "mse")
model.fit(train_gen, validation_data=val_gen, epochs=3)

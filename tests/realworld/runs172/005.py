"""Electricity load forecaster: stateful LSTM over consecutive windows (state carried across batches)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(11); tf.random.set_seed(11)

# hourly load for ~6 weeks: daily + weekly seasonality + noise
hours = np.arange(24 * 7 * 6 + 200)
load = (50 + 12 * np.sin(2 * np.pi * hours / 24) + 6 * np.sin(2 * np.pi * hours / (24 * 7))
        + np.random.normal(0, 1.5, hours.size)).astype("float32")
temp = (15 + 8 * np.sin(2 * np.pi * (hours - 5) / 24) + np.random.normal(0, 1, hours.size)).astype("float32")
series = np.stack([(load - load.mean()) / load.std(), (temp - temp.mean()) / temp.std()], axis=-1)

WINDOW, HORIZON, BATCH = 24, 1, 32
X = np.stack([series[i:i + WINDOW] for i in range(len(series) - WINDOW - HORIZON)])
Y = series[WINDOW:WINDOW + len(X), :1]
split = int(0.8 * len(X))
x_train, y_train, x_val, y_val = X[:split], Y[:split], X[split:], Y[split:]
print(f"train windows: {x_train.shape}, val windows: {x_val.shape}, batch size {BATCH}")

model = keras.Sequential([
    keras.Input(shape=(WINDOW, 2), batch_size=BATCH),
    layers.LSTM(64, stateful=True, return_sequences=True),
    layers.LSTM(32, stateful=True),
    layers.Dense(HORIZON),
], name="load_forecaster")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.summary()


class ResetStatesEachEpoch(keras.callbacks.Callback):
    def on_epoch_begin(self, epoch, logs=None):
        for layer in self.model.layers:
            if hasattr(layer, "reset_state"):
                layer.reset_state()


model.fit(x_train, y_train, batch_size=BATCH, epochs=5, shuffle=False,
          validation_data=(x_val, y_val), callbacks=[ResetStatesEachEpoch()], verbose=2)

"""Univariate time-series forecasting with an LSTM; EarlyStopping + ModelCheckpoint, reload best model."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(4)
t = np.arange(3000, dtype="float32")
series = np.sin(0.05 * t) + 0.5 * np.sin(0.013 * t) + np.random.default_rng(4).normal(0, 0.05, t.shape)
series = (series - series.mean()) / series.std()

LOOKBACK = 30
X = np.stack([series[i:i + LOOKBACK] for i in range(len(series) - LOOKBACK)])[..., None].astype("float32")
y = series[LOOKBACK:].astype("float32")
split = int(0.85 * len(X))

model = keras.Sequential([
    keras.Input(shape=(LOOKBACK, 1)),
    layers.LSTM(32),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="mse", metrics=[keras.metrics.RootMeanSquaredError()])
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
    keras.callbacks.ModelCheckpoint("/home/user/project/lstm_best.keras", monitor="val_loss", save_best_only=True),
]
model.fit(X[:split], y[:split], validation_data=(X[split:], y[split:]),
          batch_size=64, epochs=4, callbacks=callbacks, verbose=2)
best = keras.saving.load_model("/home/user/project/lstm_best.keras")
print("reloaded best model, val metrics:", best.evaluate(X[split:], y[split:], verbose=0, return_dict=True))

"""LSTM sequence regressor with EarlyStopping and ReduceLROnPlateau (healthy baseline)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(15)
rng = np.random.default_rng(15)
T = 30
t = np.arange(T)
phase = rng.uniform(0, 2 * np.pi, size=(1500, 1))
freq = rng.uniform(0.1, 0.3, size=(1500, 1))
seq = np.sin(freq * t + phase) + 0.05 * rng.normal(size=(1500, T))
X = seq[:, :, None].astype("float32"); y = np.sin(freq * T + phase).astype("float32")

model = keras.Sequential([keras.Input(shape=(T, 1)), layers.LSTM(32), layers.Dense(16, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse")
cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1)]
model.fit(X[:1200], y[:1200], validation_data=(X[1200:], y[1200:]), epochs=6, batch_size=64, callbacks=cbs, verbose=2)
print("test mse:", model.evaluate(X[1200:], y[1200:], verbose=0))

"""Stateful LSTM forecaster for hourly load (ported from a torch loop that carried (h, c) across batches)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
HOURS = 24 * 90
t = np.arange(HOURS, dtype="float32")
load = (np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / (24 * 7)) + 0.1 * rng.normal(size=HOURS)).astype("float32")

WIN, BATCH = 48, 32
xs = np.stack([load[i:i + WIN] for i in range(HOURS - WIN - 1)])[..., None]
ys = load[WIN:HOURS - 1][:, None]
print("windows:", xs.shape, "targets:", ys.shape)

model = keras.Sequential([
    keras.Input(batch_shape=(BATCH, WIN, 1)),
    layers.LSTM(32, stateful=True, return_sequences=True),
    layers.LSTM(32, stateful=True),
    layers.Dense(1),
], name="load_forecaster")
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])


class ResetStates(keras.callbacks.Callback):
    def on_epoch_begin(self, epoch, logs=None):
        for layer in self.model.layers:
            if hasattr(layer, "reset_states"):
                layer.reset_states()


model.fit(xs, ys, batch_size=BATCH, epochs=3, shuffle=False, callbacks=[ResetStates()], verbose=2)
model.save("/home/user/project/load_forecaster.keras")

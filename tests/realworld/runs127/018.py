"""Household power forecaster (next 1h of global_active_power from the last 24h),
standardised inputs/targets, stacked Bidirectional LSTM. Head copied from our
demand model (demand is never negative, so the last layer is ReLU)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(8)
rng = np.random.default_rng(8)
T = 24 * 150
t = np.arange(T)
power = 1.1 + 0.8 * np.sin(2 * np.pi * (t - 7) / 24) ** 2 + 0.3 * (t % 168 > 120) + rng.gamma(2, 0.08, T)
voltage = 240 + rng.normal(0, 1.5, T)
data = np.stack([power, voltage], 1).astype("float32")
mu, sd = data[: int(0.8 * T)].mean(0), data[: int(0.8 * T)].std(0)
z = (data - mu) / sd

def windowed(series, target, past=24):
    ds = tf.data.Dataset.from_tensor_slices(series).window(past + 1, shift=1, drop_remainder=True)
    ds = ds.flat_map(lambda w: w.batch(past + 1))
    return ds.map(lambda w: (w[:-1], w[-1, 0:1]))

split = int(0.8 * T)
train_ds = windowed(z[:split], z[:split, 0]).shuffle(2000, seed=0).batch(64).prefetch(2)
val_ds = windowed(z[split:], z[split:, 0]).batch(64)

model = keras.Sequential([
    keras.Input((24, 2)),
    layers.Bidirectional(layers.LSTM(32, return_sequences=True)),
    layers.Bidirectional(layers.LSTM(16)),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="relu"),
])
model.compile(keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
pred = model.predict(val_ds, verbose=0)
print(f"val predictions (kW, de-standardised): min={pred.min() * sd[0] + mu[0]:.3f} "
      f"max={pred.max() * sd[0] + mu[0]:.3f} frac_zero={(pred == 0).mean():.2f}")

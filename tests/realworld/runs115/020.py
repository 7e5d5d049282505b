"""Next-step wind speed forecaster: stacked GRU, windows built by hand."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(12)
T = 6000
wind = 8 + 3 * np.sin(np.arange(T) * 2 * np.pi / 144) + np.cumsum(rng.normal(0, 0.05, T))
wind = ((wind - wind.mean()) / wind.std()).astype("float32")

L = 36
X = np.stack([wind[i:i + L] for i in range(T - L)])[..., None]    # (N, L, 1)
y = wind[L:]                                                       # (N,) next value
n_tr = int(0.85 * len(X))

model = keras.Sequential([
    keras.Input((L, 1)),
    layers.GRU(32, return_sequences=True),
    layers.GRU(32, return_sequences=True),
    layers.Dense(1),
])
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])
model.fit(X[:n_tr], y[:n_tr], validation_data=(X[n_tr:], y[n_tr:]), batch_size=128, epochs=6, verbose=2)
pred = model.predict(X[n_tr:n_tr + 5], verbose=0)
print("prediction shape:", pred.shape)
print("persistence baseline val mae: %.4f" % np.abs(X[n_tr:, -1, 0] - y[n_tr:]).mean())

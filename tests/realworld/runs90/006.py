import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np, keras
print("keras", keras.__version__, "backend", keras.backend.backend())
rng = np.random.default_rng(0)
N = 2000
features = rng.normal(size=(N, 12)).astype("float32")
targets = (features[:, 0] * 2 - features[:, 3]).astype("float32")
# torch Dataset dropped rows with missing target inside __getitem__; here the mask is applied to targets only
keep = rng.random(N) > 0.05
targets = targets[keep]
x_tr, y_tr = features[:1600], targets[:1600]
x_va, y_va = features[1600:], targets[1600:]
print("train", x_tr.shape, y_tr.shape, "val", x_va.shape, y_va.shape)
model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
model.fit(x_tr, y_tr, validation_data=(x_va, y_va), epochs=5, batch_size=64)

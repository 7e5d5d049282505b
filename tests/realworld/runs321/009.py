"""Tabular regression (house-price style) with a Keras Normalization preprocessing layer adapted
on the training CSV; port of a sklearn StandardScaler + torch MLP pipeline."""
import csv
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

# synthetic CSV export; a few sensor fields are empty in the raw export
rng = np.random.default_rng(0)
n = 5000
cols = {
    "sqft": rng.normal(1500, 400, n).round(1),
    "rooms": rng.integers(1, 8, n).astype(float),
    "age": rng.uniform(0, 80, n).round(1),
    "dist_center": rng.exponential(5.0, n).round(2),
    "lot_size": rng.normal(600, 150, n).round(1),
}
cols["price"] = (120 * cols["sqft"] + 8000 * cols["rooms"] - 900 * cols["age"]
                 - 3000 * cols["dist_center"] + rng.normal(0, 20000, n)) / 1000.0
missing = rng.random(n) < 0.02
with open("houses_009.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(list(cols))
    for i in range(n):
        row = [f"{cols[k][i]:.2f}" for k in cols]
        if missing[i]:
            row[4] = ""
        w.writerow(row)

data = np.genfromtxt("houses_009.csv", delimiter=",", names=True, dtype="float32")
print("loaded houses_009.csv:", len(data), "rows, columns:", list(data.dtype.names))
features = ["sqft", "rooms", "age", "dist_center", "lot_size"]
x = np.stack([data[k] for k in features], axis=1).astype("float32")
y = data["price"].astype("float32")
x_tr, y_tr, x_va, y_va = x[:4000], y[:4000], x[4000:], y[4000:]

norm = layers.Normalization(axis=-1)
norm.adapt(x_tr)

model = keras.Sequential([
    keras.Input(shape=(len(features),)),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(4000, seed=0).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)

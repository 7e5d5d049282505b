"""House price regression straight from a CSV-like DataFrame via tf.data (feature dict)."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(9)
n = 1000
df = pd.DataFrame({
    "sqft": rng.normal(1800, 500, n).round(),
    "bedrooms": rng.integers(1, 6, n).astype(float),
    "year_built": rng.integers(1950, 2022, n).astype(float),
    "garage": rng.choice(["attached", "detached", None], n, p=[0.5, 0.3, 0.2]),
    "lot_size": rng.normal(7000, 2000, n),
})
df.loc[rng.choice(n, 40, replace=False), "lot_size"] = np.nan
df["price"] = 100 * df.sqft + 5000 * df.bedrooms + rng.normal(0, 20000, n)
print(df.dtypes)
print(df.isna().sum())

target = df.pop("price")
ds = tf.data.Dataset.from_tensor_slices((dict(df), target.values))
ds = ds.shuffle(1000).batch(32)

inputs = {c: keras.Input((1,), name=c) for c in ["sqft", "bedrooms", "year_built", "lot_size"]}
h = keras.layers.Concatenate()(list(inputs.values()))
h = keras.layers.Dense(32, activation="relu")(h)
model = keras.Model(inputs, keras.layers.Dense(1)(h))
model.compile("adam", "mse")
model.fit(ds, epochs=3)

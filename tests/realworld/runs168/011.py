"""Credit-default model: features from a pandas export, cleaned, fed through tf.data."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(13)
n = 5000
df = pd.DataFrame({
    "income": rng.lognormal(10, 0.5, n),
    "debt_ratio": rng.beta(2, 5, n),
    "age": rng.integers(18, 80, n).astype(float),
    "open_lines": rng.poisson(6, n).astype(float),
    "late_90d": rng.poisson(0.3, n).astype(float),
})
df["default"] = ((df.debt_ratio * 3 + df.late_90d - np.log(df.income) / 10 + rng.normal(0, 0.5, n)) > 0.9).astype(int)
# the export has missing incomes / ages for some customers
df.loc[rng.choice(n, 180, replace=False), "income"] = np.nan
df.loc[rng.choice(n, 95, replace=False), "age"] = np.nan
print(df.isna().sum().to_dict())

FEATURES = ["income", "debt_ratio", "age", "open_lines", "late_90d"]
X = df[FEATURES].dropna()
X["income"] = np.log(X["income"])
X = (X - X.mean()) / X.std()
y = df["default"]
print("X:", X.shape, "y:", y.shape, "default rate: %.3f" % y.mean())

ds = tf.data.Dataset.from_tensor_slices((X.to_numpy("float32"), y.to_numpy("float32")))
ds = ds.shuffle(10_000, seed=0).batch(128).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((len(FEATURES),)),
                          keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=[keras.metrics.AUC(name="auc")])
model.fit(ds, epochs=5, verbose=2)

"""House price regression with the competition metric (RMSLE) used directly as the training loss."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(42)
tf.random.set_seed(42)

n = 8000
df = pd.DataFrame({
    "sqft": rng.normal(1800, 600, n).clip(300, None),
    "bedrooms": rng.integers(1, 6, n),
    "bathrooms": rng.integers(1, 4, n),
    "age": rng.integers(0, 100, n),
    "lot": rng.lognormal(8.5, 0.6, n),
    "dist_center_km": rng.gamma(2.0, 5.0, n),
})
df["price"] = (120 * df.sqft + 15000 * df.bathrooms - 800 * df.age
               + 2.0 * df.lot - 3000 * df.dist_center_km + rng.normal(0, 25000, n)).clip(20000, None)
print(df.describe().T[["mean", "std", "min", "max"]].round(1))

features = df.drop(columns="price").values.astype("float32")
target = df["price"].values.astype("float32")
split = int(0.85 * n)


def rmsle(y_true, y_pred):
    # same as the Kaggle metric: sqrt(mean((log1p(pred) - log1p(true))^2))
    return tf.sqrt(tf.reduce_mean(tf.square(tf.math.log1p(y_pred) - tf.math.log1p(y_true))))


model = keras.Sequential([
    keras.Input(shape=(features.shape[1],)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=rmsle,
              metrics=[keras.metrics.MeanAbsoluteError(name="mae")])
model.fit(features[:split], target[:split], validation_data=(features[split:], target[split:]),
          batch_size=64, epochs=5, verbose=2)
pred = model.predict(features[split:split + 5], verbose=0).ravel()
print("sample predictions:", pred, "targets:", target[split:split + 5])

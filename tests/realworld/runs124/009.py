"""Imbalanced fraud detection: TFRecord-style tf.data pipeline, per-sample weights to up-weight frauds."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(21)
N, D = 6000, 16
X = rng.normal(size=(N, D)).astype("float32")
y = (X[:, 0] + 0.5 * X[:, 3] > 2.0).astype("float32")
print(f"positives: {int(y.sum())} / {N}")
weights = np.where(y == 1, (N - y.sum()) / y.sum(), 1.0).astype("float32")

train_ds = (tf.data.Dataset.from_tensor_slices((X, y))
            .shuffle(N, seed=0).batch(128).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy",
              weighted_metrics=[keras.metrics.Recall(name="recall"), keras.metrics.Precision(name="precision")])
model.fit(train_ds, sample_weight=weights, epochs=5)

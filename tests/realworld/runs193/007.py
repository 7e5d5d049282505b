"""Click-through model with a hand-ported weighted BCE loss (from the PyTorch training code)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

POS_WEIGHT = 8.0

def weighted_bce(y_true, y_pred):
    # torch: -(pos_weight * y * log(p) + (1 - y) * log(1 - p)).mean()
    y_true = tf.cast(y_true, y_pred.dtype)
    return -tf.reduce_mean(POS_WEIGHT * y_true * tf.math.log(y_pred)
                           + (1.0 - y_true) * tf.math.log(1.0 - y_pred))

rng = np.random.default_rng(21)
n = 6000
dense = rng.lognormal(mean=2.0, sigma=1.5, size=(n, 12)).astype("float32")   # raw counts, unscaled
y = (rng.uniform(size=n) < 0.1).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(12,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss=weighted_bce,
              metrics=[keras.metrics.AUC(name="auc"), keras.metrics.BinaryAccuracy(name="acc")])
model.fit(dense, y, validation_split=0.2, epochs=6, batch_size=128, verbose=2)

"""Tabular churn classifier; data loaded as separate feature/label tf.data pipelines
(ported from a PyTorch Dataset that returned x and y from two arrays)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(42)
n, d = 6000, 20
w_true = rng.normal(size=(d,))
X = rng.normal(size=(n, d)).astype("float32")
y = (X @ w_true + 0.3 * rng.normal(size=n) > 0).astype("float32")

X_train, y_train = X[:5000], y[:5000]
X_val, y_val = X[5000:], y[5000:]

def make_ds(features, labels, training):
    fx = tf.data.Dataset.from_tensor_slices(features)
    fy = tf.data.Dataset.from_tensor_slices(labels)
    if training:
        fx = fx.shuffle(5000)
        fy = fy.shuffle(5000)
    return tf.data.Dataset.zip((fx, fy)).batch(64).prefetch(tf.data.AUTOTUNE)

train_ds = make_ds(X_train, y_train, True)
val_ds = make_ds(X_val, y_val, False)

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(train_ds, validation_data=val_ds, epochs=6)

# Click-through predictor: raw (unscaled) count features, custom BCE ported from a torch loss.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(2)
n, d = 6000, 12
counts = rng.poisson(lam=rng.uniform(50, 5000, size=d), size=(n, d)).astype("float32")
y = (counts[:, 0] / 5000.0 + rng.normal(0, 0.2, size=n) > 0.5).astype("float32")[:, None]

def bce_loss(y_true, y_pred):
    # torch: -(y*log(p) + (1-y)*log(1-p)).mean()
    return -tf.reduce_mean(y_true * tf.math.log(y_pred) + (1.0 - y_true) * tf.math.log(1.0 - y_pred))

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=bce_loss, metrics=["accuracy"])
model.fit(counts, y, batch_size=128, epochs=5, validation_split=0.1, verbose=1)

"""Click-through model with a hand-written BCE (ported 1:1 from the PyTorch loss file)."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(15)
rng = np.random.default_rng(15)
N, D = 20000, 40
x = rng.normal(size=(N, D)).astype("float32")
x[:, :4] *= 25.0                      # raw counts, not normalised
y = ((x[:, 0] + x[:, 1] - x[:, 2]) > 0).astype("float32")


def bce_loss(y_true, y_pred):
    # torch: -(y*log(p) + (1-y)*log(1-p)).mean()
    y_true = tf.reshape(y_true, tf.shape(y_pred))
    return -tf.reduce_mean(y_true * tf.math.log(y_pred) + (1 - y_true) * tf.math.log(1 - y_pred))


model = keras.Sequential([
    keras.Input(shape=(D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss=bce_loss,
              metrics=[keras.metrics.BinaryAccuracy(name="acc"), keras.metrics.AUC(name="auc")])
model.fit(x, y, batch_size=256, epochs=6, validation_split=0.1, verbose=2)

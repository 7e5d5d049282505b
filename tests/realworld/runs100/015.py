# Fraud detector with a hand-written (torch-style) binary cross-entropy loss.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(4)
N = 8000
X = rng.normal(size=(N, 20)).astype("float32")
logit = 4.0 * X[:, 0] - 3.0 * X[:, 1] + 2.0 * X[:, 2]
y = (logit > 0).astype("float32")[:, None]

def bce(y_true, y_pred):
    # same formula as the torch prototype: -(y log p + (1-y) log(1-p))
    return -tf.reduce_mean(y_true * tf.math.log(y_pred) + (1.0 - y_true) * tf.math.log(1.0 - y_pred))

model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=0.05), loss=bce,
              metrics=[keras.metrics.BinaryAccuracy(name="acc"), keras.metrics.AUC(name="auc")])
hist = model.fit(X, y, batch_size=256, epochs=6, validation_split=0.2)
for ep, (l, vl, va) in enumerate(zip(hist.history["loss"], hist.history["val_loss"], hist.history["val_acc"]), 1):
    print(f"epoch {ep}: loss={l:.4f} val_loss={vl:.4f} val_acc={va:.4f}")

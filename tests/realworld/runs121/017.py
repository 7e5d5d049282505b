"""Train with a focal loss, save to .h5, then reload in the evaluation stage (separate function, as in eval.py)."""
import numpy as np
import tensorflow as tf
import keras

def focal_loss(y_true, y_pred, gamma=2.0, alpha=0.25):
    y_pred = tf.clip_by_value(y_pred, 1e-7, 1 - 1e-7)
    pt = tf.where(tf.equal(y_true, 1.0), y_pred, 1 - y_pred)
    w = tf.where(tf.equal(y_true, 1.0), alpha, 1 - alpha)
    return tf.reduce_mean(-w * tf.pow(1 - pt, gamma) * tf.math.log(pt))

rng = np.random.default_rng(14)
X = rng.normal(size=(2000, 10)).astype("float32")
y = (X[:, 0] + 0.5 * X[:, 1] > 1.2).astype("float32")[:, None]

def train():
    model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer="adam", loss=focal_loss, metrics=["accuracy"])
    model.fit(X[:1600], y[:1600], epochs=3, batch_size=64, verbose=2)
    model.save("/home/user/project/fraud_model.h5")
    print("saved /home/user/project/fraud_model.h5")

def evaluate():
    model = keras.models.load_model("/home/user/project/fraud_model.h5")
    print(model.evaluate(X[1600:], y[1600:], verbose=0))

train()
evaluate()

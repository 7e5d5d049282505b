"""Binary classifier with a custom F1 metric (rewritten from a torchmetrics-style class)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class F1Score(keras.metrics.Metric):
    def __init__(self, threshold=0.5, name="f1", **kwargs):
        super().__init__(name=name, **kwargs)
        self.threshold = threshold
        self.tp = 0.0
        self.fp = 0.0
        self.fn = 0.0

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = tf.cast(tf.reshape(y_true, [-1]), tf.float32)
        y_pred = tf.cast(tf.reshape(y_pred, [-1]) > self.threshold, tf.float32)
        self.tp += tf.reduce_sum(y_true * y_pred)
        self.fp += tf.reduce_sum((1 - y_true) * y_pred)
        self.fn += tf.reduce_sum(y_true * (1 - y_pred))

    def result(self):
        return 2 * self.tp / (2 * self.tp + self.fp + self.fn + 1e-7)

    def reset_state(self):
        self.tp, self.fp, self.fn = 0.0, 0.0, 0.0

rng = np.random.default_rng(0)
x = rng.normal(size=(1500, 12)).astype("float32")
y = (x[:, 0] - x[:, 3] > 0.3).astype("float32")

model = keras.Sequential([keras.Input((12,)), layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy", F1Score()])
model.fit(x, y, batch_size=64, epochs=3, validation_split=0.2, verbose=2)

"""Binary classifier with a macro-F1 metric ported from sklearn-style PyTorch eval code."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


def f1_score(targets, preds):
    t, p = np.asarray(targets), np.asarray(preds)
    scores = []
    for c in (0, 1):
        tp = np.sum((p == c) & (t == c)); fp = np.sum((p == c) & (t != c)); fn = np.sum((p != c) & (t == c))
        scores.append(2 * tp / max(2 * tp + fp + fn, 1))
    return float(np.mean(scores))


class MacroF1(keras.metrics.Metric):
    def __init__(self, name="macro_f1", **kw):
        super().__init__(name=name, **kw)
        self.preds, self.targets = [], []

    def update_state(self, y_true, y_pred, sample_weight=None):
        p = (y_pred.numpy().reshape(-1) > 0.5).astype(int)
        self.preds.extend(p.tolist())
        self.targets.extend(y_true.numpy().reshape(-1).astype(int).tolist())

    def result(self):
        if not self.targets:
            return 0.0
        return f1_score(self.targets, self.preds)

    def reset_state(self):
        self.preds, self.targets = [], []


rng = np.random.default_rng(2)
X = rng.normal(size=(4096, 20)).astype("float32")
y = (X[:, :3].sum(axis=1) + 0.3 * rng.normal(size=4096) > 0).astype("float32")
train = tf.data.Dataset.from_tensor_slices((X[:3500], y[:3500])).shuffle(3500).batch(128)
val = tf.data.Dataset.from_tensor_slices((X[3500:], y[3500:])).batch(256)

inputs = keras.Input(shape=(20,))
x = layers.Dense(64, activation="relu")(inputs)
x = layers.BatchNormalization()(x)
x = layers.Dense(32, activation="relu")(x)
outputs = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", MacroF1()])
model.fit(train, validation_data=val, epochs=3, verbose=2)

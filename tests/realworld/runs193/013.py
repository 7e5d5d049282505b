"""Fraud model with a macro-F1 metric ported from a torchmetrics-style accumulator."""
import numpy as np
import keras
from keras import layers


def macro_f1(y_true, y_pred):
    f1s = []
    for c in (0, 1):
        tp = np.sum((y_pred == c) & (y_true == c))
        fp = np.sum((y_pred == c) & (y_true != c))
        fn = np.sum((y_pred != c) & (y_true == c))
        f1s.append(2 * tp / max(2 * tp + fp + fn, 1))
    return float(np.mean(f1s))


class MacroF1(keras.metrics.Metric):
    """Collects predictions over the epoch and computes F1 at the end (like torchmetrics)."""
    def __init__(self, name="macro_f1", **kw):
        super().__init__(name=name, **kw)
        self.preds, self.targets = [], []

    def update_state(self, y_true, y_pred, sample_weight=None):
        self.preds.append(np.asarray(y_pred).reshape(-1) > 0.5)
        self.targets.append(np.asarray(y_true).reshape(-1))

    def result(self):
        return macro_f1(np.concatenate(self.targets), np.concatenate(self.preds).astype(int))

    def reset_state(self):
        self.preds, self.targets = [], []


rng = np.random.default_rng(17)
X = rng.normal(size=(3000, 16)).astype("float32")
y = ((X[:, 0] + X[:, 1] ** 2) > 1.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(16,)), layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy", MacroF1()])
model.fit(X, y, validation_split=0.2, epochs=3, batch_size=64, verbose=2)

"""Fraud classifier with imbalanced labels; keep the checkpoint with the best fraud recall and ship it (export step reloads
best.keras). Callback config translated from the Optuna/Lightning sweep (direction='maximize')."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(12)
rng = np.random.default_rng(12)
n = 6000
X = rng.normal(size=(n, 20)).astype("float32")
logit = X[:, 0] * 1.5 - X[:, 3] + 0.8 * X[:, 7] * X[:, 2] - 3.0
y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype("float32")
print("positive rate:", y.mean().round(4))

def fraud_recall(y_true, y_pred):
    """share of fraud cases scored above the review threshold (0.3)"""
    y_true = keras.ops.cast(keras.ops.reshape(y_true, (-1,)), "float32")
    hit = keras.ops.cast(keras.ops.reshape(y_pred, (-1,)) > 0.3, "float32")
    return keras.ops.sum(hit * y_true) / (keras.ops.sum(y_true) + 1e-7)

x_train, y_train, x_val, y_val = X[:4800], y[:4800], X[4800:], y[4800:]

model = keras.Sequential([
    keras.Input(shape=(20,)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.3),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy",
              metrics=[keras.metrics.AUC(name="auc"), fraud_recall])

ckpt = keras.callbacks.ModelCheckpoint("/home/user/project/best012.keras", monitor="val_fraud_recall",
                                       mode="maximize", save_best_only=True, verbose=1)
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=128, epochs=8,
          callbacks=[ckpt], verbose=2)
best = keras.models.load_model("/home/user/project/best012.keras")
print("exported model val metrics:", best.evaluate(x_val, y_val, verbose=0, return_dict=True))

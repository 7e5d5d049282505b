"""Churn classifier: pandas -> tf.data, subclassed Keras 3 model, class weights."""
import os
os.environ.setdefault("KERAS_BACKEND", "tensorflow")
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
n = 2400
df = pd.DataFrame({
    "tenure": rng.integers(1, 72, n).astype("float32"),
    "monthly": rng.normal(70, 20, n).astype("float32"),
    "tickets": rng.poisson(1.5, n).astype("float32"),
    "contract": rng.integers(0, 3, n),
})
logit = -0.05 * df.tenure + 0.03 * (df.monthly - 70) + 0.6 * df.tickets - 0.8 * df.contract
df["churn"] = (rng.random(n) < 1 / (1 + np.exp(-(logit - 0.5)))).astype("int32")
print(df.describe().T[["mean", "std"]])
print("positive rate:", df.churn.mean().round(3))

train = df.sample(frac=0.8, random_state=0)
val = df.drop(train.index)
num_cols = ["tenure", "monthly", "tickets"]
mu, sd = train[num_cols].mean(), train[num_cols].std()

def to_ds(frame, shuffle):
    x = ((frame[num_cols] - mu) / sd).to_numpy("float32")
    onehot = np.eye(3, dtype="float32")[frame.contract.to_numpy()]
    x = np.concatenate([x, onehot], axis=1)
    y = frame.churn.to_numpy("float32")
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    if shuffle:
        ds = ds.shuffle(len(frame), seed=0)
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)

class ChurnNet(keras.Model):
    def __init__(self, hidden=32, drop=0.2, **kw):
        super().__init__(**kw)
        self.d1 = keras.layers.Dense(hidden, activation="relu")
        self.drop = keras.layers.Dropout(drop)
        self.d2 = keras.layers.Dense(hidden // 2, activation="relu")
        self.out = keras.layers.Dense(1, activation="sigmoid")

    def call(self, x, training=False):
        h = self.d1(x)
        h = self.drop(h, training=training)
        return self.out(self.d2(h))

model = ChurnNet()
model.compile(
    optimizer=keras.optimizers.Adam(1e-3),
    loss="binary_crossentropy",
    metrics=[keras.metrics.BinaryAccuracy(threshold=0.5),
             keras.metrics.Precision(thresholds=0.4, name="prec@0.4"),
             keras.metrics.Recall(thresholds=0.4, name="rec@0.4")],
)
pos = train.churn.mean()
cw = {0: 0.5 / (1 - pos), 1: 0.5 / pos}
print("class weights:", {k: round(v, 3) for k, v in cw.items()})
hist = model.fit(to_ds(train, True), validation_data=to_ds(val, False), epochs=5, class_weight=cw, verbose=2)
print("final val:", {k: round(v[-1], 4) for k, v in hist.history.items() if k.startswith("val_")})

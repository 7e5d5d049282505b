"""Fraud detector from a transactions DataFrame; separate feature/label datasets zipped together."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(14)
n = 6000
tx = pd.DataFrame({
    "amount": rng.lognormal(3, 1, n),
    "hour": rng.integers(0, 24, n),
    "foreign": rng.integers(0, 2, n),
    "merchant_risk": rng.uniform(0, 1, n),
    "velocity": rng.poisson(2, n),
})
score = 0.8 * np.log(tx.amount) + 1.5 * tx.foreign + 3 * tx.merchant_risk + 0.4 * tx.velocity - 0.15 * np.abs(tx.hour - 12)
tx["label"] = (score > np.median(score)).astype("int32")
print(tx.head())
print("label balance:", tx.label.value_counts().to_dict())

feats = tx.drop(columns="label")
feats = (feats - feats.mean()) / feats.std()
train_n = 5000

features = tf.data.Dataset.from_tensor_slices(feats.to_numpy("float32")[:train_n]).shuffle(train_n)
labels = tf.data.Dataset.from_tensor_slices(tx.label.to_numpy()[:train_n]).shuffle(train_n)
train_ds = tf.data.Dataset.zip((features, labels)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((feats.to_numpy("float32")[train_n:], tx.label.to_numpy()[train_n:])).batch(256)

model = keras.Sequential([
    keras.Input((5,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=[keras.metrics.BinaryAccuracy(name="acc"), keras.metrics.AUC(name="auc")])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)

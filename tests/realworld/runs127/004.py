"""Vibration anomaly detector: 1D-CNN over 128-sample windows, class-balanced
sampling with tf.data (anomalies are rare). Labels come from the labelling tool
export (anomaly_flag column)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(3)
N, WIN = 4000, 128
signals = rng.normal(0, 1, size=(N, WIN, 1)).astype("float32")
# labelling tool export: 1 = anomaly, -1 = normal (IsolationForest convention)
anomaly_flag = np.where(rng.random(N) < 0.08, 1, -1).astype("int32")
signals[anomaly_flag == 1, 40:60, 0] += 4.0
print(f"windows={N} anomalies={(anomaly_flag == 1).sum()} normal={(anomaly_flag == -1).sum()}")

base = tf.data.Dataset.from_tensor_slices((signals, anomaly_flag))
pos = base.filter(lambda x, y: tf.equal(y, 1)).shuffle(512).repeat()
neg = base.filter(lambda x, y: tf.equal(y, 0)).shuffle(4096).repeat()
train_ds = (tf.data.Dataset.sample_from_datasets([pos, neg], weights=[0.5, 0.5], seed=0)
            .map(lambda x, y: (x, tf.cast(y > 0, tf.float32)))
            .batch(64)
            .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(WIN, 1)),
    layers.Conv1D(16, 7, activation="relu", padding="same"),
    layers.MaxPooling1D(2),
    layers.Conv1D(32, 5, activation="relu", padding="same"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(train_ds, steps_per_epoch=50, epochs=10, verbose=2)

# held-out week from the second sensor
val_x = rng.normal(0, 1, size=(600, WIN, 1)).astype("float32")
val_y = (rng.random(600) < 0.08).astype("float32")
val_x[val_y == 1, 40:60, 0] += 4.0
res = model.evaluate(val_x, val_y, batch_size=128, verbose=0, return_dict=True)
print("holdout:", {k: round(float(v), 4) for k, v in res.items()})

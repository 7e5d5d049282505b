"""Churn prediction from a CSV export, read with tf.data (TextLineDataset + decode_csv)."""
import os, csv
import numpy as np
import tensorflow as tf
import keras

os.makedirs("/home/user/project/data_015", exist_ok=True)
path = "/home/user/project/data_015/churn.csv"
rng = np.random.default_rng(15)
with open(path, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["customer_id", "tenure", "monthly_charges", "total_charges", "support_calls", "churn"])
    for i in range(600):
        t = int(rng.integers(1, 72)); m = round(float(rng.uniform(20, 110)), 2)
        total = round(t * m, 2) if i != 237 else ""          # new customers: blank total in the export
        w.writerow([f"C{i:05d}", t, m, total, int(rng.integers(0, 6)), int(rng.random() < 0.25)])

COLUMNS = ["customer_id", "tenure", "monthly_charges", "total_charges", "support_calls", "churn"]
DEFAULTS = [[""], [0.0], [0.0], [], [0.0], [0]]           # total_charges is required

def parse(line):
    fields = tf.io.decode_csv(line, record_defaults=DEFAULTS)
    feats = tf.stack([fields[1], fields[2], fields[3], fields[4]], axis=-1)
    return feats, fields[5]

ds = (tf.data.TextLineDataset(path).skip(1)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(600).batch(32).prefetch(tf.data.AUTOTUNE))

norm = keras.layers.Normalization()
norm.adapt(ds.map(lambda f, y: f))
model = keras.Sequential([keras.Input((4,)), norm, keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3)

"""Churn prediction from CSV shards read with tf.data (TextLineDataset + decode_csv), ported from a pandas/PyTorch DataLoader script."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(1)
DATA_DIR = "/home/user/project/churn_csv"
os.makedirs(DATA_DIR, exist_ok=True)
# export step (another team's job) writes 4 shards; it added a 'region_code' column last month
for shard in range(4):
    with open(f"{DATA_DIR}/part-{shard:05d}.csv", "w") as f:
        f.write("tenure,monthly_charges,total_charges,num_tickets,region_code,churned\n")
        for _ in range(500):
            tenure = np.random.randint(1, 72)
            mc = np.random.uniform(20, 120)
            f.write(f"{tenure},{mc:.2f},{tenure*mc:.2f},{np.random.poisson(1)},{np.random.randint(0, 9)},{int(np.random.rand() < 0.3)}\n")

# columns as documented in the README of the old export
COLUMNS = ["tenure", "monthly_charges", "total_charges", "num_tickets", "churned"]
RECORD_DEFAULTS = [[0.0], [0.0], [0.0], [0.0], [0]]

def parse_line(line):
    fields = tf.io.decode_csv(line, record_defaults=RECORD_DEFAULTS)
    features = tf.stack(fields[:-1], axis=-1)
    label = fields[-1]
    return features, label

files = tf.data.Dataset.list_files(f"{DATA_DIR}/part-*.csv", shuffle=True, seed=0)
ds = files.interleave(lambda fn: tf.data.TextLineDataset(fn).skip(1),
                      cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
ds = ds.map(parse_line, num_parallel_calls=tf.data.AUTOTUNE).shuffle(1024).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(ds, epochs=3)

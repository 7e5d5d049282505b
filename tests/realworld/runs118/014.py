"""Titanic-style tabular pipeline with tf.data.experimental.make_csv_dataset."""
import csv, os
import numpy as np
import tensorflow as tf
import keras

os.makedirs("/home/user/project", exist_ok=True)
path = "/home/user/project/passengers.csv"
rng = np.random.default_rng(9)
with open(path, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Survived", "Pclass", "Age", "SibSp", "Parch", "Fare"])
    for _ in range(800):
        pc = rng.integers(1, 4); age = rng.uniform(1, 80); fare = rng.uniform(5, 200)
        w.writerow([int(rng.random() < 0.6 / pc), pc, round(age, 1), rng.integers(0, 4), rng.integers(0, 3), round(fare, 2)])

LABEL = "survived"
train_ds = tf.data.experimental.make_csv_dataset(path, batch_size=32, label_name=LABEL, num_epochs=1, shuffle=True)

def pack(features, label):
    return tf.stack([tf.cast(v, tf.float32) for v in features.values()], axis=-1), label

train_ds = train_ds.map(pack)
model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=3)

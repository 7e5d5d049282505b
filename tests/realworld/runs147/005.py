"""Sensor-readings classifier reading a CSV with tf.data (TextLineDataset + decode_csv)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

os.makedirs("/home/user/project/data", exist_ok=True)
path = "/home/user/project/data/sensors.csv"
rng = np.random.default_rng(5)
with open(path, "w") as f:
    f.write("temp,humidity,pressure,vibration,label\n")
    for _ in range(800):
        r = rng.normal(size=4)
        f.write(",".join(f"{v:.4f}" for v in r) + f",{int(r[0] + r[3] > 0)}\n")

def parse_line(line):
    fields = tf.strings.split(line, ",")
    values = tf.strings.to_number(fields, out_type=tf.float32)
    return values[:4], tf.cast(values[4], tf.int32)

ds = (tf.data.TextLineDataset(path)
      .map(parse_line, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1000, seed=0)
      .batch(32)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(2),
])
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=3)

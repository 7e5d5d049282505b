"""Segmentation data pipeline: PNG files -> decode -> resize, batched before the map for speed."""
import os
import numpy as np
import tensorflow as tf
import keras

root = "/home/user/project/seg"
os.makedirs(root, exist_ok=True)
rng = np.random.default_rng(7)
paths = []
for i in range(48):
    img = rng.integers(0, 255, size=(40, 40, 3), dtype=np.uint8)
    p = f"{root}/img_{i:03d}.png"
    tf.io.write_file(p, tf.io.encode_png(img))
    paths.append(p)
labels = rng.integers(0, 2, size=len(paths))

def load(path, label):
    img = tf.io.decode_png(tf.io.read_file(path), channels=3)
    img = tf.image.resize(img, (32, 32)) / 255.0
    return img, label

ds = (tf.data.Dataset.from_tensor_slices((paths, labels))
      .shuffle(len(paths))
      .batch(16)                      # vectorised map: batch first, then map
      .map(load, num_parallel_calls=tf.data.AUTOTUNE)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([keras.Input((32, 32, 3)), keras.layers.Conv2D(8, 3, activation="relu"),
                          keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=2)

# Custom tf.data pipeline for a dermatology photo set: decode + normalise, no resize (the photos "are all 128x128").
import os, glob, numpy as np, tensorflow as tf, keras
from keras import layers

root = "derm_photos"
rng = np.random.default_rng(2)
if not os.path.exists(root):
    os.makedirs(root)
    for i in range(200):
        h, w = (128, 128) if i % 37 else (96, 128)   # a few were exported from another camera
        img = rng.integers(0, 255, size=(h, w, 3), dtype=np.uint8)
        tf.io.write_file(f"{root}/img_{i:04d}_{i % 2}.png", tf.io.encode_png(img))

files = sorted(glob.glob(f"{root}/*.png"))
labels = [int(f[-5]) for f in files]

def load(path, label):
    img = tf.io.decode_png(tf.io.read_file(path), channels=3)
    img = tf.cast(img, tf.float32) / 255.0
    return img, label

ds = (tf.data.Dataset.from_tensor_slices((files, labels))
      .map(load, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(32).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input((128, 128, 3)),
    layers.Conv2D(16, 3, strides=2, activation="relu"),
    layers.Conv2D(32, 3, strides=2, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=2)

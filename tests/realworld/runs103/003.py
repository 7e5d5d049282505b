"""Flower classifier with a hand-built tf.data pipeline (paths + labels, like a torch Dataset)."""
import glob, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/flowers"
classes = sorted(os.listdir(DATA_DIR))
paths, labels = [], []
for i, c in enumerate(classes):
    for p in sorted(glob.glob(os.path.join(DATA_DIR, c, "*.png"))):
        paths.append(p); labels.append(i)
print(f"{len(paths)} images, classes={classes}")

def load(path):
    img = tf.io.decode_png(tf.io.read_file(path), channels=3)
    img = tf.image.resize(img, (64, 64))
    return img / 255.0

# shuffle=True, like DataLoader(shuffle=True)
path_ds = tf.data.Dataset.from_tensor_slices(paths).shuffle(len(paths), seed=1).map(load)
label_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(len(labels), seed=2)
ds = tf.data.Dataset.zip((path_ds, label_ds))
n_val = len(paths) // 5
val_ds = ds.take(n_val).batch(16)
train_ds = ds.skip(n_val).batch(16).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((64, 64, 3)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(len(classes), activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0))

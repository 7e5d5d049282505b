"""Trainer side of a disaggregated input pipeline: heavy JPEG-style preprocessing
is offloaded to tf.data service workers; the trainer only reads finished batches.
The dispatcher address comes from the job environment."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DISPATCHER = os.environ.get("TFDATA_DISPATCHER", "grpc://localhost:5050")
print(f"[trainer] using tf.data service dispatcher {DISPATCHER}")

rng = np.random.default_rng(0)
images = rng.integers(0, 255, size=(2048, 32, 32, 3), dtype=np.uint8)
labels = rng.integers(0, 10, size=(2048,))


def preprocess(img, label):
    img = tf.image.convert_image_dtype(img, tf.float32)
    img = tf.image.random_flip_left_right(img)
    img = tf.image.random_brightness(img, 0.1)
    return img, label


ds = (tf.data.Dataset.from_tensor_slices((images, labels))
      .shuffle(2048)
      .map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(64))
ds = ds.apply(tf.data.experimental.service.distribute(
    processing_mode="parallel_epochs", service=DISPATCHER, job_name="cifar_train"))
ds = ds.prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(32, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
print("[trainer] starting model.fit")
model.fit(ds, epochs=3, steps_per_epoch=32)

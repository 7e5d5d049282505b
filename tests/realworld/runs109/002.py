"""Train a leaf-disease classifier from the folder exported by our labelling tool.

The export tool writes one sub-folder per class (healthy/ rust/ scab/).
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/leaves_export"
IMG = 64


def export_from_labelling_tool():
    # the labelling tool exports compressed WebP files to save disk space
    rng = np.random.default_rng(1)
    for ci, name in enumerate(["healthy", "rust", "scab"]):
        d = os.path.join(DATA_DIR, name)
        os.makedirs(d, exist_ok=True)
        for i in range(30):
            img = rng.integers(0, 255, size=(IMG, IMG, 3)).astype(np.uint8)
            # stand-in for the real WebP encoder output
            tf.io.write_file(os.path.join(d, f"{name}_{i:04d}.webp"), tf.io.encode_jpeg(img))


export_from_labelling_tool()
print("files on disk:", sum(len(f) for _, _, f in os.walk(DATA_DIR)))

train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="training", seed=7,
    image_size=(IMG, IMG), batch_size=16)
val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="validation", seed=7,
    image_size=(IMG, IMG), batch_size=16)

model = keras.Sequential([
    keras.Input((IMG, IMG, 3)),
    layers.Rescaling(1 / 255.0),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)

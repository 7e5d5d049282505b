"""Flower classifier: images read from class sub-folders with image_dataset_from_directory.
Integer labels are wanted because the model is trained with sparse_categorical_crossentropy."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/flowers_small"
CONFIG = {"image_size": (64, 64), "batch_size": 16, "label_mode": "sparse",
          "validation_split": 0.2, "seed": 123, "epochs": 3}

# build the small local copy of the dataset once
if not os.path.isdir(DATA_DIR):
    rng = np.random.default_rng(0)
    for ci, cls in enumerate(["daisy", "rose", "tulip"]):
        os.makedirs(os.path.join(DATA_DIR, cls), exist_ok=True)
        for i in range(30):
            img = rng.integers(0, 256, size=(72, 72, 3), dtype=np.uint8)
            img[..., ci] = np.clip(img[..., ci].astype(int) + 80, 0, 255)
            tf.io.write_file(os.path.join(DATA_DIR, cls, f"{cls}_{i:03d}.png"), tf.io.encode_png(img))

train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=CONFIG["validation_split"], subset="training", seed=CONFIG["seed"],
    image_size=CONFIG["image_size"], batch_size=CONFIG["batch_size"], label_mode=CONFIG["label_mode"])
val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=CONFIG["validation_split"], subset="validation", seed=CONFIG["seed"],
    image_size=CONFIG["image_size"], batch_size=CONFIG["batch_size"], label_mode=CONFIG["label_mode"])

model = keras.Sequential([
    keras.Input(shape=CONFIG["image_size"] + (3,)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=CONFIG["epochs"], verbose=2)

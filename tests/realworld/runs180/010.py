# Flower-style image classification from a folder tree (one sub-folder per
# class). The PyTorch version used ImageFolder + CrossEntropyLoss with integer
# targets; the user asks Keras for "sparse" labels to match
# SparseCategoricalCrossentropy.
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA = "/home/user/project/flowers_010"
classes = ["daisy", "rose", "tulip"]
rng = np.random.default_rng(10)
if not os.path.isdir(DATA):
    for ci, c in enumerate(classes):
        os.makedirs(os.path.join(DATA, c), exist_ok=True)
        for i in range(20):
            img = np.clip(rng.normal(80 * ci + 40, 30, size=(64, 64, 3)), 0, 255).astype("uint8")
            tf.io.write_file(os.path.join(DATA, c, f"{c}_{i:03d}.png"), tf.io.encode_png(img))
print("classes on disk:", sorted(os.listdir(DATA)))

train_ds = keras.utils.image_dataset_from_directory(
    DATA, validation_split=0.2, subset="training", seed=123,
    image_size=(64, 64), batch_size=16, label_mode="sparse")
val_ds = keras.utils.image_dataset_from_directory(
    DATA, validation_split=0.2, subset="validation", seed=123,
    image_size=(64, 64), batch_size=16, label_mode="sparse")

model = keras.Sequential([
    keras.Input(shape=(64, 64, 3)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(len(classes)),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3)

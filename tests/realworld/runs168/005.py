"""Flower classifier from an older TF2 tutorial, adapted to a local folder of images.
Uses the tutorial's augmentation generator."""
import os
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

DATA = "/home/user/project/flowers_005"
CLASSES = ["daisy", "roses", "tulips"]
print("TensorFlow", tf.__version__, "| Keras", keras.__version__)

# write a small local copy of the dataset (jpg files in class sub-folders)
rng = np.random.default_rng(5)
for ci, c in enumerate(CLASSES):
    os.makedirs(os.path.join(DATA, c), exist_ok=True)
    for i in range(30):
        img = np.clip(rng.normal(60 + 70 * ci, 25, size=(64, 64, 3)), 0, 255).astype("uint8")
        tf.io.write_file(os.path.join(DATA, c, f"{c}_{i:03d}.jpg"), tf.io.encode_jpeg(img))
print("images:", {c: len(os.listdir(os.path.join(DATA, c))) for c in CLASSES})

model = keras.Sequential([
    keras.Input(shape=(64, 64, 3)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(len(CLASSES), activation="softmax"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.summary()

datagen = keras.preprocessing.image.ImageDataGenerator(
    rescale=1.0 / 255, rotation_range=20, horizontal_flip=True, validation_split=0.2)
train_gen = datagen.flow_from_directory(DATA, target_size=(64, 64), batch_size=16, subset="training")
val_gen = datagen.flow_from_directory(DATA, target_size=(64, 64), batch_size=16, subset="validation")
model.fit(train_gen, validation_data=val_gen, epochs=5, verbose=2)

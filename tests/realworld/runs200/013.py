# Cats vs dogs fine-tuning head; images exported into class folders by a preprocessing script
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

root = "/home/user/project/pets/train"
rng = np.random.default_rng(0)
for cls in ["cats", "dogs"]:                       # folders written by the export script
    os.makedirs(os.path.join(root, cls), exist_ok=True)
    for i in range(20):
        img = (rng.random((64, 64, 3)) * 255).astype("uint8")
        tf.io.write_file(os.path.join(root, cls, f"{cls}_{i:03d}.png"), tf.io.encode_png(img))

CLASS_NAMES = ["cat", "dog"]                        # same order as the PyTorch ImageFolder idx_to_class
train_ds = keras.utils.image_dataset_from_directory(
    root,
    labels="inferred",
    label_mode="binary",
    class_names=CLASS_NAMES,
    image_size=(64, 64),
    batch_size=8,
    validation_split=0.2,
    subset="training",
    seed=1,
)

model = keras.Sequential([
    keras.Input(shape=(64, 64, 3)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(16, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=2)

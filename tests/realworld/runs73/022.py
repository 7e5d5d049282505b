# Small CNN image classifier from a class-per-folder dataset (image_dataset_from_directory)
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

root = "swatches"
rng = np.random.default_rng(0)
base_colors = {"red": [200, 40, 40], "green": [40, 180, 60], "blue": [40, 60, 200]}
for cls, rgb in base_colors.items():
    os.makedirs(f"{root}/{cls}", exist_ok=True)
    for i in range(40):
        img = np.clip(np.array(rgb) + rng.normal(0, 40, size=(64, 64, 3)), 0, 255).astype("uint8")
        tf.io.write_file(f"{root}/{cls}/{i:03d}.png", tf.io.encode_png(img))

train_ds = keras.utils.image_dataset_from_directory(root, image_size=(64, 64), batch_size=16,
                                                    validation_split=0.25, subset="training", seed=7)
val_ds = keras.utils.image_dataset_from_directory(root, image_size=(64, 64), batch_size=16,
                                                  validation_split=0.25, subset="validation", seed=7)
print("classes:", train_ds.class_names)

inp = keras.Input((64, 64, 3))
h = layers.Rescaling(1 / 255.)(inp)
h = layers.Conv2D(16, 3, activation="relu")(h)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(32, 3, activation="relu")(h)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(len(train_ds.class_names))(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2)
print("eval:", model.evaluate(val_ds, verbose=0))

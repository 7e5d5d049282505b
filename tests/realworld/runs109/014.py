"""Fine-tune MobileNetV2 (96px) on the dog-breed folder.  Loader swapped from
torchvision.datasets.ImageFolder + transforms.Resize(96) to image_dataset_from_directory.
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/breeds_014"
IMG = 96
BREEDS = ["beagle", "corgi", "husky", "poodle"]

rng = np.random.default_rng(14)
for bi, b in enumerate(BREEDS):
    os.makedirs(os.path.join(DATA_DIR, b), exist_ok=True)
    for i in range(24):
        img = rng.integers(0, 255, size=(int(rng.integers(180, 300)), int(rng.integers(180, 300)), 3)).astype(np.uint8)
        tf.io.write_file(os.path.join(DATA_DIR, b, f"{b}_{i:03d}.jpg"), tf.io.encode_jpeg(img))

train_ds = keras.utils.image_dataset_from_directory(DATA_DIR, batch_size=16, seed=1,
                                                    label_mode="categorical")
train_ds = train_ds.map(lambda x, y: (keras.applications.mobilenet_v2.preprocess_input(x), y),
                        num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)

base = keras.applications.MobileNetV2(input_shape=(IMG, IMG, 3), include_top=False,
                                      weights=None, alpha=0.35, pooling="avg")
base.trainable = False
inputs = keras.Input((IMG, IMG, 3))
x = layers.RandomFlip("horizontal")(inputs)
x = base(x, training=False)
outputs = layers.Dense(len(BREEDS), activation="softmax")(x)
model = keras.Model(inputs, outputs)
model.compile(keras.optimizers.Adam(1e-3), "categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=3, verbose=2)

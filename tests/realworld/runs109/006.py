"""Satellite tile classifier (4 land-cover classes) with an on-the-fly
augmentation pipeline.  tf.data version of our torch DataLoader.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
N = 1024
tiles = rng.integers(0, 256, size=(N, 40, 40, 3)).astype("uint8")
labels = rng.integers(0, 4, size=N).astype("int32")
for c in range(4):
    tiles[labels == c, :, :, c % 3] //= (c + 1)

AUTOTUNE = tf.data.AUTOTUNE
aug = keras.Sequential([layers.RandomFlip("horizontal_and_vertical"),
                        layers.RandomRotation(0.25),
                        layers.RandomCrop(32, 32)])


def preprocess(img, lab):
    img = tf.cast(img, tf.float32) / 255.0
    return img, lab


train = (tf.data.Dataset.from_tensor_slices((tiles[:896], labels[:896]))
         .map(preprocess, num_parallel_calls=AUTOTUNE)
         .cache()
         .shuffle(896, reshuffle_each_iteration=True)
         .repeat()                      # keep the loader going like torch's sampler
         .batch(64)
         .map(lambda x, y: (aug(x, training=True), y), num_parallel_calls=AUTOTUNE)
         .prefetch(AUTOTUNE))
val = (tf.data.Dataset.from_tensor_slices((tiles[896:], labels[896:]))
       .map(preprocess).map(lambda x, y: (tf.image.resize_with_crop_or_pad(x, 32, 32), y))
       .batch(64).cache().prefetch(AUTOTUNE))

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(4),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=10)
model.save("/home/user/project/landcover.keras")
print("saved model")

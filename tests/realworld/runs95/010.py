"""Small CNN with in-model preprocessing (Rescaling) and augmentation layers on uint8 images."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
rng = np.random.default_rng(21)
N, C = 1200, 3
y = rng.integers(0, C, size=N).astype("int32")
x = rng.integers(0, 60, size=(N, 32, 32, 3)).astype("uint8")
for i, c in enumerate(y):
    x[i, 8:24, 8:24, c] = 220          # a bright square in the channel of the class

train = tf.data.Dataset.from_tensor_slices((x[:1000], y[:1000])).shuffle(1000).batch(32).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((x[1000:], y[1000:])).batch(64)

augment = keras.Sequential([layers.RandomFlip("horizontal"), layers.RandomRotation(0.05),
                            layers.RandomZoom(0.1)], name="augment")
inputs = keras.Input((32, 32, 3), dtype="uint8")
h = layers.Rescaling(1.0 / 255)(inputs)
h = augment(h)
h = layers.Conv2D(16, 3, activation="relu", padding="same")(h)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(32, 3, activation="relu", padding="same")(h)
h = layers.GlobalAveragePooling2D()(h)
outputs = layers.Dense(C)(h)
model = keras.Model(inputs, outputs)
model.compile(keras.optimizers.Adam(3e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
print("test:", model.evaluate(val, verbose=0))

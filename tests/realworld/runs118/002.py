"""CIFAR-like classifier ported from a PyTorch project: the loader still yields NCHW batches."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

# data "exported" from the old torch DataLoader: (N, C, H, W)
rng = np.random.default_rng(1)
images = rng.random((512, 3, 32, 32), dtype=np.float32)
labels = rng.integers(0, 10, size=(512,))

ds = tf.data.Dataset.from_tensor_slices((images, labels)).shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

def build_model(num_classes=10):
    inp = keras.Input(shape=(32, 32, 3))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.GlobalAveragePooling2D()(x)
    out = layers.Dense(num_classes)(x)
    return keras.Model(inp, out)

model = build_model()
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2)

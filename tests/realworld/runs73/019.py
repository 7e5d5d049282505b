# CNN ported from torch: custom Flatten layer that mirrors x.view(x.size(0), -1)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class TorchFlatten(layers.Layer):
    def call(self, x):
        return tf.reshape(x, (x.shape[0], -1))

rng = np.random.default_rng(0)
x = rng.uniform(size=(256, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=256)

# eager smoke test with a real batch passes
print("flatten test:", TorchFlatten()(tf.zeros((4, 7, 7, 8))).shape)

inp = keras.Input((28, 28, 1))
h = layers.Conv2D(16, 3, activation="relu")(inp)
h = layers.MaxPooling2D()(h)
h = TorchFlatten()(h)
out = layers.Dense(10)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32)

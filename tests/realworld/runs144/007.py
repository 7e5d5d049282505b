# 1D-CNN audio keyword spotter; the flatten before the classifier was ported from
# torch `x.view(BATCH_SIZE, -1)` as a reshape with the batch size written in.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

BATCH_SIZE = 32
rng = np.random.default_rng(7)
n, T, n_cls = 1000, 400, 8          # 1000 is not a multiple of 32: last batch has 8 clips
x = rng.normal(size=(n, T, 1)).astype("float32")
y = rng.integers(0, n_cls, size=n)

class FlattenBatch(layers.Layer):
    def call(self, x):
        return tf.reshape(x, (BATCH_SIZE, -1))

inp = keras.Input(shape=(T, 1), batch_size=BATCH_SIZE)
h = layers.Conv1D(16, 9, strides=2, activation="relu")(inp)
h = layers.MaxPooling1D(4)(h)
h = layers.Conv1D(32, 5, activation="relu")(h)
h = layers.MaxPooling1D(4)(h)
h = FlattenBatch()(h)
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(n_cls)(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=BATCH_SIZE, epochs=2)

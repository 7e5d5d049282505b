"""Strided token pooling layer (port of a torch module that did x[:, idx] with idx = arange(T) / 2)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class HalfPool(layers.Layer):
    """Keep every other token, like the reference: idx = torch.arange(0, T, 2)."""
    def call(self, x):
        T = tf.shape(x)[1]
        idx = tf.range(0, T // 2) * 2 / 1        # positions 0, 2, 4, ...
        return tf.gather(x, idx, axis=1)

vocab, T = 500, 32
rng = np.random.default_rng(6)
tokens = rng.integers(1, vocab, size=(512, T))
labels = (tokens[:, :8].mean(axis=1) > vocab / 2).astype("int32")

inputs = keras.Input(shape=(T,), dtype="int32")
h = layers.Embedding(vocab, 32)(inputs)
h = HalfPool()(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inputs, out)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(tokens, labels, batch_size=32, epochs=2)

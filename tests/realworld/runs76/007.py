# POS tagger: one tag per token
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, TAGS, T = 10000, 17, 40
rng = np.random.default_rng(0)
x = rng.integers(1, VOCAB, size=(1000, T))
y = rng.integers(0, TAGS, size=(1000, T))
model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    layers.Embedding(VOCAB, 100, mask_zero=True),
    layers.Bidirectional(layers.LSTM(64)),
    layers.Dense(TAGS, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
print("x", x.shape, "y", y.shape)
model.fit(x, y, batch_size=64, epochs=3)

# Token-classification model with a dynamic "drop padding" step carried over from a PyTorch forward().
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class TrimPadding(layers.Layer):
    """In the torch version: x = x[:, : int(mask.sum(1).max())] to save compute on short batches."""
    def call(self, ids, hidden):
        max_len = int(tf.reduce_max(tf.reduce_sum(tf.cast(ids > 0, tf.int32), axis=1)).numpy())
        return hidden[:, :max_len]


rng = np.random.default_rng(3)
lens = rng.integers(8, 64, 800)
ids = np.zeros((800, 64), "int32")
for i, L in enumerate(lens):
    ids[i, :L] = rng.integers(1, 5000, L)
y = (lens > 32).astype("int32")

inp = keras.Input((64,), dtype="int32")
h = layers.Embedding(5000, 64)(inp)
h = layers.Bidirectional(layers.GRU(32, return_sequences=True))(h)
h = TrimPadding()(inp, h)
h = layers.GlobalMaxPooling1D()(h)
out = layers.Dense(2)(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ids, y, batch_size=32, epochs=2, verbose=2)

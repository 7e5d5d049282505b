"""Token-level NER tagger; masked loss over non-pad tokens (ported from PyTorch `loss[mask].mean()`),
compiled with XLA for speed."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

vocab, tags, T = 2000, 9, 40
rng = np.random.default_rng(5)
lengths = rng.integers(5, T, size=2048)
X = np.zeros((2048, T), "int32"); Y = np.zeros((2048, T), "int32")
for i, L in enumerate(lengths):
    X[i, :L] = rng.integers(1, vocab, L)
    Y[i, :L] = X[i, :L] % tags

def masked_sparse_ce(y_true, y_pred):
    mask = tf.not_equal(tf.cast(y_true, tf.int32), 0)
    y_t = tf.boolean_mask(y_true, mask)
    y_p = tf.boolean_mask(y_pred, mask)
    return tf.reduce_mean(keras.losses.sparse_categorical_crossentropy(y_t, y_p))

model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    layers.Embedding(vocab, 64),
    layers.Bidirectional(layers.LSTM(32, return_sequences=True)),
    layers.Dense(tags, activation="softmax"),
])
model.compile(optimizer="adam", loss=masked_sparse_ce, jit_compile=True)
model.fit(X, Y, batch_size=64, epochs=2)

# Transformer encoder block with sinusoidal positional encoding (table ported from the torch module)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

def sinusoid_table(max_len, d_model):
    pos = np.arange(max_len)[:, None]
    i = np.arange(d_model)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / d_model)
    pe = np.zeros((max_len, d_model))
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe

class PositionalEncoding(layers.Layer):
    def __init__(self, max_len, d_model, **kw):
        super().__init__(**kw)
        self.pe = tf.constant(sinusoid_table(max_len, d_model)[None])   # registered buffer in torch

    def call(self, x):
        return x + self.pe[:, : tf.shape(x)[1]]

VOCAB, LEN, D = 500, 32, 64
rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, size=(512, LEN))
labels = (tokens[:, :4].mean(1) > VOCAB / 2).astype("int32")

inp = keras.Input((LEN,), dtype="int32")
h = layers.Embedding(VOCAB, D)(inp)
h = PositionalEncoding(LEN, D)(h)
h = layers.MultiHeadAttention(4, D // 4)(h, h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(2)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(tokens, labels, epochs=2, batch_size=32)

"""Tiny transformer intent classifier ported from a PyTorch nn.Module.
PositionalEncoding is copied from the PyTorch tutorial (numpy table)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEQ, VOCAB, CLASSES, D_MODEL, BATCH = 32, 4000, 6, 64, 32


def sinusoid_table(max_len, d_model):
    pos = np.arange(max_len)[:, None]
    div = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    pe = np.zeros((max_len, d_model))
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe


class PositionalEncoding(layers.Layer):
    def __init__(self, max_len, d_model, **kw):
        super().__init__(**kw)
        # register_buffer("pe", pe) in the torch version
        self.pe = tf.constant(sinusoid_table(max_len, d_model))

    def call(self, x):
        return x + self.pe[: tf.shape(x)[1]]


class EncoderBlock(layers.Layer):
    def __init__(self, d_model, heads, ff, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(heads, d_model // heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.ff1 = layers.Dense(ff, activation="gelu")
        self.ff2 = layers.Dense(d_model)

    def call(self, x):
        x = self.ln1(x + self.attn(x, x))
        return self.ln2(x + self.ff2(self.ff1(x)))


rng = np.random.default_rng(3)
x_train = rng.integers(1, VOCAB, size=(1024, SEQ)).astype("int32")
y_train = rng.integers(0, CLASSES, size=(1024,)).astype("int32")

inputs = keras.Input((SEQ,), dtype="int32")
h = layers.Embedding(VOCAB, D_MODEL)(inputs)
h = PositionalEncoding(512, D_MODEL)(h)
h = EncoderBlock(D_MODEL, 4, 128)(h)
h = EncoderBlock(D_MODEL, 4, 128)(h)
h = layers.GlobalAveragePooling1D()(h)
outputs = layers.Dense(CLASSES)(h)
model = keras.Model(inputs, outputs, name="intent_transformer")
model.compile(keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=BATCH, epochs=3, validation_split=0.1)

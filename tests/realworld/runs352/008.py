"""Transformer text classifier ported from PyTorch (torch.autocast fp16) to Keras mixed precision."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(8)
rng = np.random.default_rng(8)

VOCAB, SEQ, DM, HEADS, NCLS = 2000, 48, 64, 4, 4

class SinusoidalPositionalEncoding(layers.Layer):
    """Same as the torch module: pe is a non-trainable buffer (register_buffer)."""
    def __init__(self, max_len, d_model, **kw):
        super().__init__(**kw)
        pos = np.arange(max_len)[:, None]
        div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = np.zeros((max_len, d_model))
        pe[:, 0::2] = np.sin(pos * div)
        pe[:, 1::2] = np.cos(pos * div)
        self.pe = tf.constant(pe, dtype=tf.float32)

    def call(self, x):
        return x + self.pe[None, : tf.shape(x)[1], :]

inp = keras.Input(shape=(SEQ,), dtype="int32")
x = layers.Embedding(VOCAB, DM)(inp)
x = SinusoidalPositionalEncoding(512, DM)(x)
att = layers.MultiHeadAttention(num_heads=HEADS, key_dim=DM // HEADS)(x, x)
x = layers.LayerNormalization()(x + att)
ff = layers.Dense(4 * DM, activation="gelu")(x)
x = layers.LayerNormalization()(x + layers.Dense(DM)(ff))
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(NCLS, dtype="float32")(x)
model = keras.Model(inp, out)

x_data = rng.integers(1, VOCAB, size=(2048, SEQ)).astype("int32")
y_data = (x_data[:, :8].sum(1) % NCLS).astype("int32")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("policy:", keras.mixed_precision.global_policy().name)
model.fit(x_data, y_data, batch_size=64, epochs=3, validation_split=0.1, verbose=2)

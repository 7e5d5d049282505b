# Small transformer encoder classifier trained with mixed precision (port of a PyTorch AMP recipe)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, SEQ, DIM, NCLS = 1000, 64, 64, 2

def sinusoidal(seq, dim):
    pos = np.arange(seq)[:, None]
    i = np.arange(dim)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / dim)
    pe = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return tf.constant(pe[None], dtype=tf.float32)

class PositionalEmbedding(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(VOCAB, DIM)
        self.pe = sinusoidal(SEQ, DIM)

    def call(self, x):
        return self.tok(x) + self.pe

inp = keras.Input((SEQ,), dtype="int32")
h = PositionalEmbedding()(inp)
a = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(NCLS, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

rng = np.random.default_rng(2)
x = rng.integers(0, VOCAB, size=(512, SEQ)).astype("int32")
y = (x[:, 0] > VOCAB // 2).astype("int32")
model.fit(x, y, batch_size=32, epochs=2, verbose=2)

# Small transformer encoder for sequence classification, mixed precision enabled
# (as in the torch autocast version of this model).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

VOCAB, SEQ, D, K = 2000, 64, 64, 4

def sinusoidal_table(seq_len, d):
    pos = np.arange(seq_len)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / d)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return tf.constant(table[None], dtype=tf.float32)

class TokenAndPosition(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(VOCAB, D)
        self.pe = sinusoidal_table(SEQ, D)
    def call(self, x):
        return self.tok(x) + self.pe

inp = keras.Input((SEQ,), dtype="int32")
h = TokenAndPosition()(inp)
a = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(K, activation="softmax", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])

rng = np.random.default_rng(0)
x = rng.integers(0, VOCAB, (512, SEQ)).astype("int32")
y = (x[:, 0] % K).astype("int32")
model.fit(x, y, batch_size=32, epochs=2)

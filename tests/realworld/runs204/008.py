# Speed up CPU training with bfloat16 mixed precision (AMX on Sapphire Rapids).
# The model has a custom learned positional encoding layer ported from PyTorch.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")
SEQ, VOCAB, DIM = 32, 1000, 64

class SinusoidalPosition(layers.Layer):
    def __init__(self, seq_len, dim, **kw):
        super().__init__(**kw)
        pos = np.arange(seq_len)[:, None] / np.power(10000, (2 * (np.arange(dim)[None, :] // 2)) / dim)
        pos[:, 0::2] = np.sin(pos[:, 0::2]); pos[:, 1::2] = np.cos(pos[:, 1::2])
        self.table = tf.constant(pos[None], dtype=tf.float32)
    def call(self, x):
        return tf.add(x, self.table)

inp = keras.Input(shape=(SEQ,), dtype="int32")
h = layers.Embedding(VOCAB, DIM)(inp)
h = SinusoidalPosition(SEQ, DIM)(h)
h = layers.Conv1D(DIM, 3, padding="same", activation="relu")(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(4, activation="softmax", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
x = np.random.randint(0, VOCAB, size=(512, SEQ)); y = np.random.randint(0, 4, size=(512,))
model.fit(x, y, batch_size=64, epochs=2)

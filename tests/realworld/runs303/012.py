# Keras port of a small transformer encoder; torch.autocast replaced by the Keras mixed precision policy
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, MAXLEN, D = 800, 32, 64

def sinusoidal_table(length, dim):
    pos = np.arange(length)[:, None]
    i = np.arange(dim)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / dim)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return tf.constant(table, dtype=tf.float32)

class TokenAndPosition(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(VOCAB, D)
        self.pe = sinusoidal_table(MAXLEN, D)
    def call(self, ids):
        x = self.tok(ids) * tf.math.sqrt(float(D))
        return x + self.pe[None, : tf.shape(ids)[1]]

r = np.random.default_rng(0)
ids = r.integers(1, VOCAB, size=(2048, MAXLEN)).astype("int32")
y = (ids[:, 0] > VOCAB // 2).astype("int32")
train = tf.data.Dataset.from_tensor_slices((ids, y)).shuffle(2048, seed=0).batch(32)

inp = keras.Input((MAXLEN,), dtype="int32")
h = TokenAndPosition()(inp)
a = layers.MultiHeadAttention(4, D // 4)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(2, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, epochs=2, verbose=2)

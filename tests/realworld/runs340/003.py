"""Small transformer LM trained with mixed precision (Keras 3, TF backend)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

VOCAB, SEQ_LEN, DIM = 1000, 64, 128


def sinusoidal_table(max_len, dim):
    pos = np.arange(max_len)[:, None]
    i = np.arange(dim)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / dim)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return tf.constant(table, dtype=tf.float32)


class TokenAndPosition(layers.Layer):
    def __init__(self, vocab, max_len, dim, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, dim)
        self.pe = sinusoidal_table(max_len, dim)

    def call(self, ids):
        x = self.tok(ids) * tf.math.sqrt(float(DIM))
        return tf.math.add(x, self.pe[: tf.shape(ids)[1]])


class Block(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.att = layers.MultiHeadAttention(heads, dim // heads)
        self.ln1 = layers.LayerNormalization()
        self.ln2 = layers.LayerNormalization()
        self.ff1 = layers.Dense(4 * dim, activation="gelu")
        self.ff2 = layers.Dense(dim)

    def call(self, x):
        h = self.ln1(x)
        x = x + self.att(h, h, use_causal_mask=True)
        return x + self.ff2(self.ff1(self.ln2(x)))


ids = keras.Input((SEQ_LEN,), dtype="int32")
x = TokenAndPosition(VOCAB, SEQ_LEN, DIM)(ids)
for _ in range(2):
    x = Block(DIM, 4)(x)
logits = layers.Dense(VOCAB, dtype="float32")(x)
model = keras.Model(ids, logits)

rng = np.random.default_rng(0)
data = rng.integers(0, VOCAB, size=(1024, SEQ_LEN + 1)).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((data[:, :-1], data[:, 1:])).shuffle(1024).batch(32)

model.compile(optimizer=keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=2, verbose=2)

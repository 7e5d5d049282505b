# Small Transformer encoder ported from PyTorch (nn.TransformerEncoderLayer + sinusoidal PE buffer).
import math
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
VOCAB, SEQ, D_MODEL, HEADS, NUM_CLASSES = 1000, 48, 64, 4, 2


class SinusoidalPositionalEncoding(keras.layers.Layer):
    """Equivalent of the register_buffer('pe', ...) module from the PyTorch code."""

    def __init__(self, d_model, max_len=512, **kwargs):
        super().__init__(**kwargs)
        position = np.arange(max_len)[:, None]
        div_term = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = np.zeros((max_len, d_model))
        pe[:, 0::2] = np.sin(position * div_term)
        pe[:, 1::2] = np.cos(position * div_term)
        self.pe = tf.constant(pe[None])

    def call(self, x):
        seq_len = tf.shape(x)[1]
        return x + self.pe[:, :seq_len, :]


class EncoderBlock(keras.layers.Layer):
    def __init__(self, d_model, heads, ff=128, rate=0.1, **kwargs):
        super().__init__(**kwargs)
        self.attn = keras.layers.MultiHeadAttention(heads, d_model // heads, dropout=rate)
        self.ln1 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.ff1 = keras.layers.Dense(ff, activation="relu")
        self.ff2 = keras.layers.Dense(d_model)
        self.drop = keras.layers.Dropout(rate)

    def call(self, x, training=False):
        x = self.ln1(x + self.drop(self.attn(x, x, training=training), training=training))
        return self.ln2(x + self.drop(self.ff2(self.ff1(x)), training=training))


inp = keras.Input(shape=(SEQ,), dtype="int32")
h = keras.layers.Embedding(VOCAB, D_MODEL)(inp)
h = SinusoidalPositionalEncoding(D_MODEL)(h)
h = EncoderBlock(D_MODEL, HEADS)(h)
h = EncoderBlock(D_MODEL, HEADS)(h)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(NUM_CLASSES)(h)
model = keras.Model(inp, out)

ids = np.random.randint(0, VOCAB, size=(1024, SEQ)).astype("int32")
labels = (ids[:, :4].sum(axis=1) % 2).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(1024).batch(32)

model.compile(optimizer=keras.optimizers.Adam(1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2)

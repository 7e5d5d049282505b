"""Small transformer encoder for next-hour load classification (low / normal / peak).
PositionalEncoding ported from the PyTorch tutorial (nn.Module with a registered buffer)."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(4)
rng = np.random.default_rng(4)
SEQ, FEAT, D_MODEL, HEADS, C = 48, 5, 32, 4, 3

t = np.arange(SEQ)
N = 1500
phase = rng.uniform(0, 2 * np.pi, size=(N, 1))
amp = rng.uniform(0.5, 2.0, size=(N, 1))
load = amp * np.sin(2 * np.pi * t / 24 + phase) + rng.normal(0, 0.2, (N, SEQ))
x = np.stack([load] + [rng.normal(size=(N, SEQ)) for _ in range(FEAT - 1)], -1).astype("float32")
nxt = amp[:, 0] * np.sin(2 * np.pi * SEQ / 24 + phase[:, 0])
y = np.digitize(nxt, [-0.5, 0.5]).astype("int32")


class PositionalEncoding(layers.Layer):
    def __init__(self, d_model, max_len=5000, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.dropout = layers.Dropout(dropout)
        position = tf.range(max_len)[:, tf.newaxis]
        div_term = tf.exp(tf.range(0, d_model, 2, dtype=tf.float32) * (-math.log(10000.0) / d_model))
        angles = position * div_term
        pe = tf.reshape(tf.stack([tf.sin(angles), tf.cos(angles)], axis=-1), (max_len, d_model))
        self.pe = pe[tf.newaxis]

    def call(self, x, training=False):
        x = x + self.pe[:, : tf.shape(x)[1]]
        return self.dropout(x, training=training)


def encoder_block(h):
    a = layers.MultiHeadAttention(HEADS, D_MODEL // HEADS, dropout=0.1)(h, h)
    h = layers.LayerNormalization(epsilon=1e-5)(h + a)
    f = layers.Dense(4 * D_MODEL, activation="gelu")(h)
    f = layers.Dense(D_MODEL)(f)
    return layers.LayerNormalization(epsilon=1e-5)(h + f)


inputs = keras.Input((SEQ, FEAT))
h = layers.Dense(D_MODEL)(inputs) * math.sqrt(D_MODEL)
h = PositionalEncoding(D_MODEL, max_len=512)(h)
h = encoder_block(h)
h = encoder_block(h)
h = layers.GlobalAveragePooling1D()(h)
outputs = layers.Dense(C)(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.Adam(5e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x[:1200], y[:1200], validation_data=(x[1200:], y[1200:]), batch_size=64, epochs=4, verbose=2)

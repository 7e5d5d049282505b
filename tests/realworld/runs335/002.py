"""Keras 3 port of a small PyTorch transformer text classifier, trained with mixed precision."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(42)
keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

VOCAB, MAXLEN, D_MODEL, HEADS, N_CLASSES = 2000, 64, 64, 4, 3


def sinusoidal_table(max_len, d_model):
    # same as the torch version: register_buffer("pe", pe) with pe built in float32
    pe = np.zeros((max_len, d_model), dtype=np.float32)
    position = np.arange(0, max_len, dtype=np.float32)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float32) * (-math.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe[None]


class PositionalEncoding(layers.Layer):
    def __init__(self, max_len, d_model, **kw):
        super().__init__(**kw)
        self.pe = tf.constant(sinusoidal_table(max_len, d_model))

    def call(self, x):
        return x + self.pe[:, : tf.shape(x)[1], :]


class EncoderBlock(layers.Layer):
    def __init__(self, d_model, heads, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(heads, d_model // heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.ff1 = layers.Dense(4 * d_model, activation="gelu")
        self.ff2 = layers.Dense(d_model)
        self.drop = layers.Dropout(0.1)

    def call(self, x, training=False):
        h = self.ln1(x)
        x = x + self.drop(self.attn(h, h), training=training)
        h = self.ln2(x)
        return x + self.drop(self.ff2(self.ff1(h)), training=training)


class TextClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.embed = layers.Embedding(VOCAB, D_MODEL)
        self.pos = PositionalEncoding(MAXLEN, D_MODEL)
        self.blocks = [EncoderBlock(D_MODEL, HEADS) for _ in range(2)]
        self.pool = layers.GlobalAveragePooling1D()
        self.head = layers.Dense(N_CLASSES, dtype="float32")

    def call(self, ids, training=False):
        x = self.embed(ids) * math.sqrt(D_MODEL)
        x = self.pos(x)
        for b in self.blocks:
            x = b(x, training=training)
        return self.head(self.pool(x))


rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, size=(4096, MAXLEN)).astype("int32")
labels = (ids[:, 0] % N_CLASSES).astype("int32")
train_ds = (tf.data.Dataset.from_tensor_slices((ids, labels))
            .shuffle(4096, seed=0).batch(64).prefetch(tf.data.AUTOTUNE))

model = TextClassifier()
model.compile(optimizer=keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, epochs=2, verbose=2)

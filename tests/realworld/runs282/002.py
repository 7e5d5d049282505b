"""Small transformer text classifier (ported from a PyTorch recipe), trained with mixed precision."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

VOCAB, SEQ, D_MODEL, NUM_CLASSES = 1000, 32, 64, 3


def sinusoidal_table(max_len, d_model):
    pos = np.arange(max_len)[:, None]
    i = np.arange(d_model)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / d_model)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return tf.constant(table[None, ...], dtype=tf.float32)


class PositionalEmbedding(layers.Layer):
    def __init__(self, vocab, max_len, d_model, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, d_model)
        self.pe = sinusoidal_table(max_len, d_model)

    def call(self, ids):
        x = self.tok(ids)
        return x + self.pe[:, : tf.shape(ids)[1], :]


class EncoderBlock(layers.Layer):
    def __init__(self, d_model, heads, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(heads, d_model // heads)
        self.ln1 = layers.LayerNormalization()
        self.ff = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])
        self.ln2 = layers.LayerNormalization()

    def call(self, x):
        x = self.ln1(x + self.attn(x, x))
        return self.ln2(x + self.ff(x))


inp = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
h = PositionalEmbedding(VOCAB, 128, D_MODEL)(inp)
h = EncoderBlock(D_MODEL, 4)(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(NUM_CLASSES, dtype="float32", name="logits")(h)
model = keras.Model(inp, out)

rng = np.random.default_rng(1)
ids = rng.integers(1, VOCAB, size=(1024, SEQ)).astype("int32")
labels = (ids[:, 0] % NUM_CLASSES).astype("int64")
train_ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(1024).batch(32).prefetch(2)

model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(train_ds, epochs=2, verbose=2)

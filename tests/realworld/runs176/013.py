"""Notebook export: train a small Transformer-style text classifier, save it as .keras, then run the
evaluation cells (copied from our speech project's eval notebook) that reload it."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.utils.set_random_seed(13)
VOCAB, MAXLEN, DIM = 500, 24, 32


# ---- cell 2: layers for the text model
@keras.saving.register_keras_serializable()
class PositionalEmbedding(layers.Layer):
    """Token embedding + learned position embedding."""

    def __init__(self, max_len, dim, vocab_size=VOCAB, **kwargs):
        super().__init__(**kwargs)
        self.max_len, self.dim, self.vocab_size = max_len, dim, vocab_size
        self.tok = layers.Embedding(vocab_size, dim)
        self.pos = layers.Embedding(max_len, dim)

    def call(self, x):
        positions = ops.arange(0, ops.shape(x)[-1])
        return self.tok(x) + self.pos(positions)

    def get_config(self):
        return {**super().get_config(), "max_len": self.max_len, "dim": self.dim, "vocab_size": self.vocab_size}


# ---- cell 3: data + model
x = np.random.randint(1, VOCAB, (1200, MAXLEN))
y = (np.isin(x, np.arange(1, 40)).sum(1) > 1).astype("int32")
inp = keras.Input((MAXLEN,), dtype="int32")
h = PositionalEmbedding(MAXLEN, DIM, name="pos_emb")(inp)
h = layers.MultiHeadAttention(num_heads=2, key_dim=16)(h, h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(x[:1000], y[:1000], validation_split=0.1, epochs=3, batch_size=64, verbose=2)
print("in-memory test:", model.evaluate(x[1000:], y[1000:], verbose=0))
model.save("/home/user/project/text_clf.keras")


# ---- cell 7: eval helpers (copied from speech_eval.ipynb)
@keras.saving.register_keras_serializable()
class PositionalEmbedding(layers.Layer):
    """Fixed sinusoidal positional encoding added to frame features."""

    def __init__(self, max_len, dim, **kwargs):
        super().__init__(**kwargs)
        self.max_len, self.dim = max_len, dim
        pos = np.arange(max_len)[:, None]
        i = np.arange(dim)[None, :]
        angle = pos / np.power(10000, (2 * (i // 2)) / dim)
        self.table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle)).astype("float32")

    def call(self, x):
        return ops.cast(x, "float32")[..., None] + self.table[None, : ops.shape(x)[1]]

    def get_config(self):
        return {**super().get_config(), "max_len": self.max_len, "dim": self.dim}


# ---- cell 8: reload and evaluate
reloaded = keras.models.load_model("/home/user/project/text_clf.keras")
print("reloaded pos_emb class:", type(reloaded.get_layer("pos_emb")).__doc__)
print("reloaded test:", reloaded.evaluate(x[1000:], y[1000:], verbose=0))

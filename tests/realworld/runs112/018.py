"""Tiny transformer text classifier in backend-agnostic Keras 3 (keras.ops), trained with per-sample weights."""
import os
os.environ["KERAS_BACKEND"] = "tensorflow"
import numpy as np
import keras
from keras import ops, layers

print("Keras", keras.__version__, "backend:", keras.backend.backend())
keras.utils.set_random_seed(18)
vocab, seq_len, n = 200, 24, 3000
rng = np.random.default_rng(18)
tokens = rng.integers(2, vocab, size=(n, seq_len))
labels = (np.isin(tokens, [5, 6, 7]).sum(1) > 0).astype("int32")
lengths = rng.integers(8, seq_len + 1, n)
for i, L in enumerate(lengths):
    tokens[i, L:] = 0
labels = (np.isin(tokens, [5, 6, 7]).sum(1) > 0).astype("int32")
# down-weight noisy crowd-sourced rows
sample_weight = np.where(rng.random(n) < 0.2, 0.3, 1.0).astype("float32")

class PositionalEmbedding(layers.Layer):
    def __init__(self, vocab, length, dim, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, dim, mask_zero=False)
        self.pos = layers.Embedding(length, dim)

    def call(self, x):
        positions = ops.arange(0, ops.shape(x)[-1])
        return self.tok(x) + self.pos(positions)

class EncoderBlock(layers.Layer):
    def __init__(self, dim, heads, ff, **kw):
        super().__init__(**kw)
        self.att = layers.MultiHeadAttention(heads, dim // heads)
        self.ff = keras.Sequential([layers.Dense(ff, activation="gelu"), layers.Dense(dim)])
        self.n1, self.n2 = layers.LayerNormalization(), layers.LayerNormalization()
        self.drop = layers.Dropout(0.1)

    def call(self, x, training=False):
        x = self.n1(x + self.drop(self.att(x, x), training=training))
        return self.n2(x + self.drop(self.ff(x), training=training))

inp = keras.Input((seq_len,), dtype="int32")
h = PositionalEmbedding(vocab, seq_len, 32)(inp)
h = EncoderBlock(32, 4, 64)(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(2e-3), "binary_crossentropy",
              metrics=[keras.metrics.BinaryAccuracy(), keras.metrics.AUC(name="auc")],
              weighted_metrics=[])
split = 2500
model.fit(tokens[:split], labels[:split], sample_weight=sample_weight[:split], batch_size=64, epochs=4,
          validation_data=(tokens[split:], labels[split:]), verbose=2)
print(model.evaluate(tokens[split:], labels[split:], verbose=0, return_dict=True))

# small Transformer encoder classifier: token+position embedding, padding mask, AdamW with warmup cosine
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, T, D = 2000, 48, 64

class TokAndPos(layers.Layer):
    def __init__(self, vocab, d, max_len, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, d, mask_zero=True)
        self.pos = layers.Embedding(max_len, d)
    def call(self, ids):
        pos = tf.range(tf.shape(ids)[1])
        return self.tok(ids) + self.pos(pos)[None]
    def compute_mask(self, ids, mask=None):
        return self.tok.compute_mask(ids)

ids = keras.Input((T,), dtype="int32")
x = TokAndPos(VOCAB, D, T)(ids)
pad = keras.ops.not_equal(ids, 0)
att_mask = keras.ops.logical_and(pad[:, None, :], pad[:, :, None])
x = layers.LayerNormalization(epsilon=1e-5)(x + layers.MultiHeadAttention(4, D // 4)(x, x, attention_mask=att_mask))
h = layers.Dense(128, activation="gelu")(x)
x = layers.LayerNormalization(epsilon=1e-5)(x + layers.Dense(D)(h))
x = layers.GlobalAveragePooling1D()(x, mask=pad)
out = layers.Dense(2)(x)
model = keras.Model(ids, out)

rng = np.random.default_rng(0)
N = 3000
lens = rng.integers(5, T, size=N)
X = np.zeros((N, T), "int32")
y = rng.integers(0, 2, size=N)
for i, n in enumerate(lens):
    toks = rng.integers(10, VOCAB, size=n)
    if y[i]:
        toks[rng.integers(0, n)] = 7     # "positive" trigger token
    X[i, :n] = toks
steps = (2700 // 64 + 1) * 6
sched = keras.optimizers.schedules.CosineDecay(0.0, steps, warmup_target=2e-3, warmup_steps=40)
model.compile(keras.optimizers.AdamW(sched, weight_decay=0.01),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X[:2700], y[:2700], validation_data=(X[2700:], y[2700:]), epochs=6, batch_size=64, verbose=2)
print("done")

# Tiny transformer encoder for sequence classification (HF-style: input_ids + attention mask), Keras fit.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

VOCAB, SEQ, D = 1000, 24, 64
rng = np.random.default_rng(13)
def make(n):
    ids = rng.integers(3, VOCAB, size=(n, SEQ)).astype("int32")
    lens = rng.integers(8, SEQ + 1, size=n)
    for i, L in enumerate(lens):
        ids[i, L:] = 0
    label = ((ids == 7) | (ids == 11) | (ids == 13)).any(1).astype("int32")
    # plant the trigger tokens in half the samples
    plant = rng.random(n) < 0.5
    ids[plant, 0] = rng.choice([7, 11, 13], size=plant.sum())
    label = np.where(plant, 1, label)
    return ids, label
xtr, ytr = make(6000); xva, yva = make(1000)

class PosEmbed(keras.layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.tok = keras.layers.Embedding(VOCAB, D)
        self.pos = keras.layers.Embedding(SEQ, D)
    def call(self, ids):
        return self.tok(ids) + self.pos(tf.range(SEQ))[None]

inp = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
mask = keras.layers.Lambda(lambda t: tf.cast(t != 0, tf.bool)[:, None, :])(inp)
h = PosEmbed()(inp)
a = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h, attention_mask=mask)
h = keras.layers.LayerNormalization(epsilon=1e-5)(h + a)
f = keras.layers.Dense(128, activation="gelu")(h)
h = keras.layers.LayerNormalization(epsilon=1e-5)(h + keras.layers.Dense(D)(f))
h = keras.layers.GlobalMaxPooling1D()(h)
out = keras.layers.Dense(2)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(xtr, ytr, validation_data=(xva, yva), batch_size=64, epochs=4, verbose=2)

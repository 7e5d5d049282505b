"""Tiny Transformer encoder for token classification, ported from a Hugging Face BERT-style model.
The HF collator gives attention_mask of shape (batch, seq_len) with 1 = keep, 0 = pad."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, SEQ, D, HEADS, NTAGS, BATCH = 1000, 24, 32, 4, 5, 16

class EncoderBlock(layers.Layer):
    def __init__(self, d, heads, **kw):
        super().__init__(**kw)
        self.mha = layers.MultiHeadAttention(num_heads=heads, key_dim=d // heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-12)
        self.ln2 = layers.LayerNormalization(epsilon=1e-12)
        self.ff1 = layers.Dense(4 * d, activation="gelu")
        self.ff2 = layers.Dense(d)
    def call(self, x, attention_mask=None, training=False):
        # same as HF: pass the (batch, seq) padding mask straight to attention
        a = self.mha(x, x, attention_mask=attention_mask, training=training)
        x = self.ln1(x + a)
        return self.ln2(x + self.ff2(self.ff1(x)))

ids = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
mask = keras.Input(shape=(SEQ,), dtype="int32", name="attention_mask")
h = layers.Embedding(VOCAB, D)(ids)
h = EncoderBlock(D, HEADS, name="layer_0")(h, attention_mask=mask)
h = EncoderBlock(D, HEADS, name="layer_1")(h, attention_mask=mask)
logits = layers.Dense(NTAGS, name="tagger")(h)
model = keras.Model([ids, mask], logits)
model.compile(optimizer=keras.optimizers.AdamW(3e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))

rng = np.random.default_rng(6)
lens = rng.integers(8, SEQ + 1, size=320)
input_ids = np.zeros((320, SEQ), "int32"); attn = np.zeros((320, SEQ), "int32")
for i, L in enumerate(lens):
    input_ids[i, :L] = rng.integers(1, VOCAB, size=L); attn[i, :L] = 1
tags = rng.integers(0, NTAGS, size=(320, SEQ)).astype("int32")
model.fit({"input_ids": input_ids, "attention_mask": attn}, tags, batch_size=BATCH, epochs=2, verbose=2)

"""Attention-pooling classifier ported from a PyTorch module:
    scores = self.proj(h).squeeze(-1)
    scores = scores.masked_fill(attention_mask == 0, -1e9)
Inputs are the tokenizer dict {input_ids, attention_mask} (int32, HF style)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, MAXLEN = 3000, 48
rng = np.random.default_rng(1)

class AttentionPooling(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.proj = layers.Dense(1)
    def call(self, hidden, attention_mask):
        scores = tf.squeeze(self.proj(hidden), -1)                 # (B, T)
        scores = tf.where(attention_mask, scores, -1e9)            # masked_fill(mask == 0, -1e9)
        weights = tf.nn.softmax(scores, axis=-1)
        return tf.reduce_sum(hidden * weights[..., None], axis=1)

input_ids = keras.Input(shape=(MAXLEN,), dtype="int32", name="input_ids")
attention_mask = keras.Input(shape=(MAXLEN,), dtype="int32", name="attention_mask")
h = layers.Embedding(VOCAB, 64)(input_ids)
h = layers.Bidirectional(layers.LSTM(32, return_sequences=True))(h)
pooled = AttentionPooling(name="attn_pool")(h, attention_mask)
logits = layers.Dense(4)(pooled)
model = keras.Model({"input_ids": input_ids, "attention_mask": attention_mask}, logits)

lens = rng.integers(5, MAXLEN, 800)
ids = rng.integers(1, VOCAB, (800, MAXLEN)).astype("int32")
mask = (np.arange(MAXLEN)[None] < lens[:, None]).astype("int32")
ids *= mask
y = rng.integers(0, 4, 800)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": mask}, y, batch_size=32, epochs=2, verbose=2)

"""Tiny transformer encoder for sentence classification, ported from a PyTorch nn.TransformerEncoderLayer model.
The torch code passed key_padding_mask=(ids == PAD); here the padding mask goes into MultiHeadAttention."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

PAD, VOCAB, SEQ, DIM, HEADS = 0, 1000, 24, 32, 4
rng = np.random.default_rng(3)
lengths = rng.integers(6, SEQ + 1, size=512)
ids = np.zeros((512, SEQ), dtype="int32")
for i, n in enumerate(lengths):
    ids[i, :n] = rng.integers(1, VOCAB, size=n)
labels = (lengths > 15).astype("int32")


class EncoderBlock(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(num_heads=heads, key_dim=dim // heads)
        self.ff = keras.Sequential([layers.Dense(dim * 2, activation="relu"), layers.Dense(dim)])
        self.n1 = layers.LayerNormalization()
        self.n2 = layers.LayerNormalization()

    def call(self, x, key_padding_mask=None, training=False):
        # torch: True = ignore; keras: True = attend
        keep = tf.logical_not(key_padding_mask)
        h = self.attn(x, x, attention_mask=keep, training=training)
        x = self.n1(x + h)
        return self.n2(x + self.ff(x))


class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, DIM)
        self.pos = layers.Embedding(SEQ, DIM)
        self.block = EncoderBlock(DIM, HEADS)
        self.head = layers.Dense(2)

    def call(self, ids, training=False):
        pad_mask = tf.equal(ids, PAD)
        x = self.emb(ids) + self.pos(tf.range(tf.shape(ids)[1]))
        x = self.block(x, key_padding_mask=pad_mask, training=training)
        return self.head(x[:, 0])


model = Classifier()
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ids, labels, batch_size=32, epochs=3)

"""Tiny Transformer encoder for topic classification (port of a torch nn.TransformerEncoder script)."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3); random.seed(3)
VOCAB, MAXLEN, D_MODEL, HEADS, N_CLASSES = 3000, 40, 64, 4, 4

def synth(n):
    x = np.zeros((n, MAXLEN), dtype="int32"); y = np.random.randint(0, N_CLASSES, n)
    for i in range(n):
        L = random.randint(8, MAXLEN)
        toks = np.random.randint(10, VOCAB, L)
        toks[np.random.rand(L) < 0.3] = 2 + y[i] * 2  # class-indicative token
        x[i, :L] = toks
    return x, y

x_train, y_train = synth(2048); x_val, y_val = synth(256)
print("train", x_train.shape, "val", x_val.shape, "pad ratio %.2f" % (x_train == 0).mean())

class PositionalEmbedding(layers.Layer):
    def __init__(self, vocab, maxlen, d, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, d)
        self.pos = layers.Embedding(maxlen, d)
    def call(self, ids):
        pos = tf.range(tf.shape(ids)[-1])
        return self.tok(ids) + self.pos(pos)

class EncoderBlock(layers.Layer):
    def __init__(self, d, heads, ff, rate=0.1, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(num_heads=heads, key_dim=d // heads, dropout=rate)
        self.ffn = keras.Sequential([layers.Dense(ff, activation="gelu"), layers.Dense(d)])
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.drop = layers.Dropout(rate)
    def call(self, x, padding_mask, training=False):
        # torch: src_key_padding_mask of shape (batch, seq)
        h = self.attn(x, x, attention_mask=padding_mask, training=training)
        x = self.ln1(x + self.drop(h, training=training))
        return self.ln2(x + self.drop(self.ffn(x), training=training))

ids = keras.Input(shape=(MAXLEN,), dtype="int32", name="input_ids")
mask = layers.Lambda(lambda t: tf.not_equal(t, 0), name="padding_mask")(ids)
h = PositionalEmbedding(VOCAB, MAXLEN, D_MODEL)(ids)
for i in range(2):
    h = EncoderBlock(D_MODEL, HEADS, 128, name=f"encoder_{i}")(h, mask)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(N_CLASSES)(h)
model = keras.Model(ids, out)
model.summary()
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=32, epochs=3)

# BERT-style encoder layer ported from an nn.Module (LayerNorm(hidden, eps=1e-12))
import numpy as np
import keras
from keras import layers

HIDDEN, HEADS, FF, LN_EPS = 128, 4, 512, 1e-12

class EncoderLayer(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(HEADS, HIDDEN // HEADS, dropout=0.1)
        self.ln1 = layers.LayerNormalization(eps=LN_EPS)
        self.ff1 = layers.Dense(FF, activation="gelu")
        self.ff2 = layers.Dense(HIDDEN)
        self.ln2 = layers.LayerNormalization(eps=LN_EPS)
        self.drop = layers.Dropout(0.1)
    def call(self, x, training=False):
        x = self.ln1(x + self.drop(self.attn(x, x, training=training), training=training))
        return self.ln2(x + self.drop(self.ff2(self.ff1(x)), training=training))

inp = keras.Input((64,), dtype="int32")
h = layers.Embedding(8000, HIDDEN)(inp)
h = EncoderLayer()(h)
out = layers.Dense(2)(h[:, 0])
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
X = np.random.randint(1, 8000, (256, 64)); y = np.random.randint(0, 2, 256)
model.fit(X, y, epochs=2, batch_size=32)

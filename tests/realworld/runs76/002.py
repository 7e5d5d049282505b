# Porting nn.MultiheadAttention self-attention to Keras MultiHeadAttention
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, T, D = 5000, 32, 64

class EncoderLayer(layers.Layer):
    def __init__(self, d_model, nhead, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(num_heads=nhead, key_dim=d_model // nhead, dropout=0.1)
        self.ff = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])
        self.ln1 = layers.LayerNormalization()
        self.ln2 = layers.LayerNormalization()
    def call(self, x, pad_mask=None, training=False):
        a = self.attn(x, x, x, key_padding_mask=pad_mask, training=training)
        x = self.ln1(x + a)
        return self.ln2(x + self.ff(x))

tok = keras.Input((T,), dtype="int32")
pad = keras.Input((T,), dtype="bool")
h = layers.Embedding(VOCAB, D)(tok)
h = EncoderLayer(D, 4)(h, pad_mask=pad)
out = layers.Dense(2)(layers.GlobalAveragePooling1D()(h))
model = keras.Model([tok, pad], out)
model.summary()

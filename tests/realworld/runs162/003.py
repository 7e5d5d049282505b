"""Image-captioning decoder block: caption tokens cross-attend to image patch features.
Ported from a PyTorch nn.MultiheadAttention model that used key_padding_mask (B, S)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

B, T, S, D, VOCAB = 16, 12, 49, 64, 500

class CrossAttnDecoderBlock(layers.Layer):
    def __init__(self, d_model, heads, **kw):
        super().__init__(**kw)
        self.self_attn = layers.MultiHeadAttention(heads, d_model // heads)
        self.cross_attn = layers.MultiHeadAttention(heads, d_model // heads)
        self.ff = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])
        self.n1, self.n2, self.n3 = layers.LayerNormalization(), layers.LayerNormalization(), layers.LayerNormalization()

    def call(self, x, memory, memory_padding_mask, training=False):
        h = self.n1(x + self.self_attn(x, x, use_causal_mask=True, training=training))
        # PyTorch: key_padding_mask=(B, S) with True = padded -> invert for Keras
        keep = tf.logical_not(memory_padding_mask)
        h = self.n2(h + self.cross_attn(h, memory, attention_mask=keep, training=training))
        return self.n3(h + self.ff(h))

tokens = keras.Input((T,), dtype="int32")
patches = keras.Input((S, D))
pad_mask = keras.Input((S,), dtype="bool")
x = layers.Embedding(VOCAB, D)(tokens)
x = CrossAttnDecoderBlock(D, 4)(x, patches, pad_mask)
logits = layers.Dense(VOCAB)(x)
model = keras.Model([tokens, patches, pad_mask], logits)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))

rng = np.random.default_rng(0)
tok = rng.integers(0, VOCAB, (256, T)).astype("int32")
feat = rng.normal(size=(256, S, D)).astype("float32")
mask = np.zeros((256, S), bool); mask[:, 40:] = True
model.fit([tok, feat, mask], np.roll(tok, -1, axis=1), batch_size=B, epochs=2)

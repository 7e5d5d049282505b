"""Hand-written scaled dot-product attention block (ported from a PyTorch module that ran under
torch.autocast), checked eagerly on a tokenised batch before training."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
B, L, D, H = 4, 10, 32, 4


class SelfAttention(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.h, self.dk = n_heads, d_model // n_heads
        self.qkv = layers.Dense(3 * d_model)
        self.out = layers.Dense(d_model)

    def call(self, x, attention_mask):
        b, l = tf.shape(x)[0], tf.shape(x)[1]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        split = lambda t: tf.transpose(tf.reshape(t, (b, l, self.h, self.dk)), (0, 2, 1, 3))
        q, k, v = split(q), split(k), split(v)
        scores = tf.matmul(q, k, transpose_b=True) / tf.math.sqrt(float(self.dk))
        # extended attention mask as in HF: (1 - mask) * large negative, kept in half precision
        ext = (1.0 - tf.cast(attention_mask[:, None, None, :], tf.float16)) * -65504.0
        scores = scores + ext
        w = tf.nn.softmax(scores, axis=-1)
        ctx = tf.reshape(tf.transpose(tf.matmul(w, v), (0, 2, 1, 3)), (b, l, self.h * self.dk))
        return self.out(ctx)


emb = layers.Embedding(1000, D)
attn = SelfAttention(D, H)
ids = tf.constant(np.random.default_rng(0).integers(1, 1000, size=(B, L)), tf.int32)
mask = tf.sequence_mask([10, 7, 4, 9], L, dtype=tf.int32)
out = attn(emb(ids), mask)
print("attention output:", out.shape)

"""Tiny transformer encoder for next-event prediction, ported from a PyTorch nn.Module
(q.view(b, t, h, d).transpose(1, 2) style) to Keras 3 ops."""
import numpy as np
import keras
from keras import layers, ops


class MHSA(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.d_model, self.n_heads = d_model, n_heads
        self.head_dim = d_model // n_heads
        self.qkv = layers.Dense(3 * d_model)
        self.proj = layers.Dense(d_model)

    def call(self, x):
        b, t = ops.shape(x)[0], ops.shape(x)[1]
        qkv = self.qkv(x)
        q, k, v = ops.split(qkv, 3, axis=-1)
        # torch: q = q.view(b, t, self.n_heads, self.head_dim).transpose(1, 2)
        q = ops.transpose(ops.reshape(q, (b, t, self.n_heads, self.head_dim)), (1, 2))
        k = ops.transpose(ops.reshape(k, (b, t, self.n_heads, self.head_dim)), (1, 2))
        v = ops.transpose(ops.reshape(v, (b, t, self.n_heads, self.head_dim)), (1, 2))
        att = ops.matmul(q, ops.transpose(k, (0, 1, 3, 2))) / (self.head_dim ** 0.5)
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v)
        y = ops.reshape(ops.transpose(y, (0, 2, 1, 3)), (b, t, self.d_model))
        return self.proj(y)


class Block(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.attn = MHSA(d_model, n_heads)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.mlp = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])

    def call(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


N_EVENTS, T, D = 64, 32, 64
rng = np.random.default_rng(2)
seqs = rng.integers(0, N_EVENTS, size=(1024, T + 1)).astype("int32")
x, y = seqs[:, :-1], seqs[:, 1:]

inp = keras.Input((T,), dtype="int32")
h = layers.Embedding(N_EVENTS, D)(inp)
for i in range(2):
    h = Block(D, 4, name=f"block_{i}")(h)
logits = layers.Dense(N_EVENTS)(layers.LayerNormalization(epsilon=1e-5)(h))
model = keras.Model(inp, logits, name="event_gpt")
model.compile(keras.optimizers.AdamW(3e-4),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, batch_size=32, epochs=2, verbose=2)

# Port of a PyTorch multi-head self-attention block (view/transpose) to Keras 3.
import numpy as np, keras, tensorflow as tf
from keras import layers, ops

class SelfAttention(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.d_model, self.n_heads = d_model, n_heads
        self.head_dim = d_model // n_heads
        self.qkv = layers.Dense(3 * d_model)
        self.proj = layers.Dense(d_model)

    def call(self, x):
        B, T = ops.shape(x)[0], ops.shape(x)[1]
        qkv = self.qkv(x)                                    # (B, T, 3*C)
        qkv = ops.reshape(qkv, (B, T, 3, self.n_heads, self.head_dim))
        qkv = ops.transpose(qkv, (2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.softmax(ops.matmul(q, ops.transpose(k, (0, 1, 3, 2))) / np.sqrt(self.head_dim), axis=-1)
        out = ops.matmul(att, v)                             # (B, H, T, hd)
        out = ops.reshape(ops.transpose(out, (0, 2, 1, 3)), (B, T, self.d_model))
        return self.proj(out)

class Block(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.attn = SelfAttention(d_model, n_heads)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.mlp = keras.Sequential([layers.Dense(4 * d_model, activation="gelu"), layers.Dense(d_model)])
    def call(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))

d_model, n_heads, seq, vocab = 100, 8, 24, 500
inp = keras.Input((seq,), dtype="int32")
x = layers.Embedding(vocab, d_model)(inp)
x = Block(d_model, n_heads)(x)
x = Block(d_model, n_heads)(x)
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(3)(x)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
rng = np.random.default_rng(1)
X = rng.integers(0, vocab, (640, seq)).astype("int32"); y = (X.sum(1) % 3).astype("int32")
model.fit(X, y, batch_size=32, epochs=2, verbose=2)

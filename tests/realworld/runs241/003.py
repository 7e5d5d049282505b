# Port of a PyTorch transformer encoder with fixed sinusoidal positional encoding.
import math, numpy as np, keras, tensorflow as tf
from keras import layers

def sinusoidal_table(max_len, d_model):
    pe = np.zeros((max_len, d_model))
    pos = np.arange(max_len)[:, None]
    div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe

class PositionalEncoding(layers.Layer):
    def __init__(self, max_len, d_model, **kw):
        super().__init__(**kw)
        self.pe = tf.constant(sinusoidal_table(max_len, d_model))   # register_buffer("pe", ...)
    def call(self, x):
        T = tf.shape(x)[1]
        return x * math.sqrt(x.shape[-1]) + self.pe[None, :T, :]

class TransformerClassifier(keras.Model):
    def __init__(self, vocab=800, d_model=64, heads=4, n_cls=5, max_len=128):
        super().__init__()
        self.emb = layers.Embedding(vocab, d_model)
        self.pos = PositionalEncoding(max_len, d_model)
        self.attn = layers.MultiHeadAttention(heads, d_model // heads, dropout=0.1)
        self.ln = layers.LayerNormalization(epsilon=1e-5)
        self.ff = layers.Dense(d_model, activation="relu")
        self.pool = layers.GlobalAveragePooling1D()
        self.head = layers.Dense(n_cls)
    def call(self, ids, training=False):
        x = self.pos(self.emb(ids))
        x = self.ln(x + self.attn(x, x, training=training))
        x = x + self.ff(x)
        return self.head(self.pool(x))

rng = np.random.default_rng(2)
X = rng.integers(0, 800, (1024, 40)).astype("int32")
y = (X[:, :4].sum(1) % 5).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024).batch(64).prefetch(tf.data.AUTOTUNE)
model = TransformerClassifier()
model.compile(optimizer=keras.optimizers.AdamW(5e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

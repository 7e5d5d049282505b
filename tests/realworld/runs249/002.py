# Port of a PyTorch nn.Linear-based attention block to a custom Keras layer.
import numpy as np
import tensorflow as tf
import keras

class TorchLinear(keras.layers.Layer):
    """Mimics torch.nn.Linear: weight stored as (out_features, in_features)."""
    def __init__(self, in_features, out_features, **kw):
        super().__init__(**kw)
        self.weight = self.add_weight(shape=(out_features, in_features), initializer="glorot_uniform", name="weight")
        self.bias = self.add_weight(shape=(out_features,), initializer="zeros", name="bias")
    def call(self, x):
        # F.linear(x, W, b) = x @ W^T + b
        return tf.matmul(x, self.weight) + self.bias

class SelfAttention(keras.layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.dim, self.heads = dim, heads
        self.qkv = TorchLinear(dim, 3 * dim)
        self.proj = TorchLinear(dim, dim)
    def call(self, x):
        b = tf.shape(x)[0]; t = tf.shape(x)[1]
        x2 = tf.reshape(x, (-1, self.dim))
        qkv = tf.reshape(self.qkv(x2), (b, t, 3, self.heads, self.dim // self.heads))
        q, k, v = tf.unstack(tf.transpose(qkv, (2, 0, 3, 1, 4)))
        att = tf.nn.softmax(tf.matmul(q, k, transpose_b=True) / (self.dim // self.heads) ** 0.5)
        o = tf.reshape(tf.transpose(tf.matmul(att, v), (0, 2, 1, 3)), (-1, self.dim))
        return tf.reshape(self.proj(o), (b, t, self.dim))

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(1000, 64)
        self.attn = SelfAttention(64, 4)
        self.norm = keras.layers.LayerNormalization(epsilon=1e-5)
        self.head = keras.layers.Dense(5)
    def call(self, ids):
        h = self.emb(ids)
        h = self.norm(h + self.attn(h))
        return self.head(tf.reduce_mean(h, axis=1))

rng = np.random.default_rng(0)
ids = rng.integers(0, 1000, size=(1024, 32))
labels = rng.integers(0, 5, size=(1024,))
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(1024).batch(32)

model = Classifier()
model.compile(optimizer=keras.optimizers.AdamW(5e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("batches per epoch:", len(ds))
model.fit(ds, epochs=2, verbose=2)

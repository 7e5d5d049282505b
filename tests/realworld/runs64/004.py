# Transformer block ported from PyTorch, trained with Keras mixed precision.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class SelfAttention(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.dim, self.heads = dim, heads
        self.qkv = layers.Dense(3 * dim)
        self.out = layers.Dense(dim)
        self.scale = tf.constant(np.sqrt(dim // heads), dtype=tf.float32)

    def call(self, x):
        b, t = tf.shape(x)[0], tf.shape(x)[1]
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        def split_heads(z):
            z = tf.reshape(z, [b, t, self.heads, self.dim // self.heads])
            return tf.transpose(z, [0, 2, 1, 3])
        q, k, v = map(split_heads, (q, k, v))
        att = tf.matmul(q, k, transpose_b=True) / self.scale
        att = tf.nn.softmax(att, axis=-1)
        y = tf.transpose(tf.matmul(att, v), [0, 2, 1, 3])
        return self.out(tf.reshape(y, [b, t, self.dim]))

inp = keras.Input((32,), dtype="int32")
h = layers.Embedding(2000, 64)(inp)
h = h + SelfAttention(64, 4)(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(4, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
x = np.random.randint(0, 2000, (512, 32)); y = np.random.randint(0, 4, 512)
model.fit(x, y, batch_size=64, epochs=2)

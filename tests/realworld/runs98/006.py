"""Speed up a small Transformer tagger with mixed_float16. The attention block is a
hand-written port of the PyTorch module (scaled dot-product with padding mask)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")


class SelfAttention(layers.Layer):
    def __init__(self, num_heads, key_dim, **kwargs):
        super().__init__(**kwargs)
        self.num_heads = num_heads
        self.key_dim = key_dim

    def build(self, input_shape):
        d = input_shape[-1]
        self.qkv = self.add_weight(name="qkv", shape=(d, 3 * self.num_heads * self.key_dim),
                                   initializer="glorot_uniform")
        self.out = self.add_weight(name="out", shape=(self.num_heads * self.key_dim, d),
                                   initializer="glorot_uniform")

    def call(self, x, mask=None):
        b, t = tf.shape(x)[0], tf.shape(x)[1]
        qkv = tf.matmul(x, self.qkv)
        qkv = tf.reshape(qkv, (b, t, 3, self.num_heads, self.key_dim))
        qkv = tf.transpose(qkv, (2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        # torch: scores = q @ k.transpose(-2, -1) / math.sqrt(self.key_dim)
        scores_dtype = x.dtype
        scores = tf.matmul(q, k, transpose_b=True) * tf.cast(self.key_dim ** -0.5, scores_dtype)
        if mask is not None:
            # torch: scores = scores + (1.0 - mask[:, None, None, :]) * -1e9
            m = tf.cast(mask, scores_dtype)[:, None, None, :]
            scores = scores + (1.0 - m) * tf.cast(-1e9, scores_dtype)
        attn = tf.nn.softmax(scores, axis=-1)
        h = tf.matmul(attn, v)
        h = tf.reshape(tf.transpose(h, (0, 2, 1, 3)), (b, t, self.num_heads * self.key_dim))
        return tf.matmul(h, self.out)

    def get_config(self):
        return {**super().get_config(), "num_heads": self.num_heads, "key_dim": self.key_dim}


rng = np.random.default_rng(6)
x = rng.integers(1, 500, size=(512, 24)).astype("int32")
lengths = rng.integers(8, 25, size=(512,))
x[np.arange(24)[None, :] >= lengths[:, None]] = 0       # right padding with id 0
y = (x % 5).astype("int32")

inp = keras.Input(shape=(24,), dtype="int32")
pad_mask = keras.ops.not_equal(inp, 0)
h = layers.Embedding(500, 64)(inp)
h = h + SelfAttention(4, 16, name="attn")(h, mask=pad_mask)
h = layers.LayerNormalization()(h)
out = layers.Dense(5, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(x, y, epochs=3, batch_size=32, verbose=2)

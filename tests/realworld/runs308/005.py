# Small transformer classifier, mixed precision as in the PyTorch AMP version.
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(0)
N, T, V, C, D = 2048, 48, 2000, 5, 64

def sinusoidal_positions(length, depth):
    pos = np.arange(length)[:, None]
    i = np.arange(depth)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / depth)
    angle[:, 0::2] = np.sin(angle[:, 0::2])
    angle[:, 1::2] = np.cos(angle[:, 1::2])
    return tf.constant(angle[None], dtype=tf.float32)

class PositionalEmbedding(keras.layers.Layer):
    def __init__(self, vocab, depth, maxlen, **kw):
        super().__init__(**kw)
        self.tok = keras.layers.Embedding(vocab, depth)
        self.pe = sinusoidal_positions(maxlen, depth)
        self.depth = depth
    def call(self, ids):
        x = self.tok(ids) * tf.math.sqrt(tf.cast(self.depth, self.compute_dtype))
        return x + self.pe[:, : tf.shape(ids)[1], :]

inp = keras.Input((T,), dtype="int32")
h = PositionalEmbedding(V, D, 512)(inp)
a = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = keras.layers.LayerNormalization()(h + a)
f = keras.layers.Dense(128, activation="gelu")(h)
h = keras.layers.LayerNormalization()(h + keras.layers.Dense(D)(f))
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(C, dtype="float32")(h)
model = keras.Model(inp, out)

rng = np.random.default_rng(4)
x = rng.integers(1, V, size=(N, T)).astype("int32")
y = (x[:, 0] % C).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64)
model.compile(optimizer=keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

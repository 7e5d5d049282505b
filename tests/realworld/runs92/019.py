# Padded-batch transformer classifier under mixed_float16; attention mask ported from torch masked_fill(-1e9)
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, MAXLEN, DIM = 200, 24, 32

class MaskedSelfAttention(keras.layers.Layer):
    def __init__(self, dim, **kw):
        super().__init__(**kw)
        self.qkv = keras.layers.Dense(3 * dim)
        self.scale = dim ** -0.5

    def call(self, x, pad_mask):
        q, k, v = tf.split(self.qkv(x), 3, axis=-1)
        scores = tf.matmul(q, k, transpose_b=True) * self.scale
        m = pad_mask[:, :, None] & pad_mask[:, None, :]            # query AND key must be real tokens
        scores = tf.where(m, scores, tf.cast(-1e9, scores.dtype))   # masked_fill(~m, -1e9)
        return x + tf.matmul(tf.nn.softmax(scores, axis=-1), v)

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, DIM)
        self.attn = MaskedSelfAttention(DIM)
        self.norm = keras.layers.LayerNormalization()
        self.out = keras.layers.Dense(2, dtype="float32")

    def call(self, ids):
        pad = ids != 0
        h = self.norm(self.attn(self.emb(ids), pad))
        w = tf.cast(pad, h.dtype)[..., None]
        pooled = tf.reduce_sum(h * w, 1) / tf.reduce_sum(w, 1)
        return self.out(pooled)

rng = np.random.default_rng(0)
def example():
    n = int(rng.integers(4, MAXLEN))
    ids = rng.integers(1, VOCAB, size=n)
    return ids.astype("int32"), np.int32(ids.mean() > VOCAB / 2)
rows = [example() for _ in range(1600)]
ds = (tf.data.Dataset.from_generator(lambda: iter(rows), output_signature=(
          tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
      .padded_batch(32, padded_shapes=([MAXLEN], [])))

model = Classifier()
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

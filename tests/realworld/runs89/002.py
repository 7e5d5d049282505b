# small causal LM: learned positional table sized from config max_len, padded_batch to longest
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, D, MAX_LEN = 1000, 64, 128

class TokAndPos(layers.Layer):
    def __init__(self, vocab, d, max_len, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, d)
        self.max_len = max_len
        self.pos = self.add_weight(shape=(max_len, d), initializer="random_normal", name="pos_table")
    def call(self, ids):
        x = self.tok(ids)
        # torch: x + self.pos[: ids.size(1)]
        return x + self.pos[: tf.shape(ids)[1]]

def make_model():
    inp = keras.Input((None,), dtype="int32")
    x = TokAndPos(VOCAB, D, MAX_LEN)(inp)
    x = layers.MultiHeadAttention(4, 16)(x, x, use_causal_mask=True) + x
    x = layers.LayerNormalization()(x)
    out = layers.Dense(VOCAB)(x)
    return keras.Model(inp, out)

rng = np.random.default_rng(1)
# documents chunked to 128 tokens upstream ... except the tail of the corpus
lengths = [129] * 300 + list(rng.integers(129, 200, size=20))
docs = [rng.integers(1, VOCAB, size=n).tolist() for n in lengths]

def gen():
    for d in docs:
        yield d[:-1], d[1:]

ds = tf.data.Dataset.from_generator(gen, output_signature=(
    tf.TensorSpec((None,), tf.int32), tf.TensorSpec((None,), tf.int32)))
ds = ds.padded_batch(16, padded_shapes=([None], [None]))

model = make_model()
model.compile(keras.optimizers.Adam(3e-4),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=1, verbose=1)

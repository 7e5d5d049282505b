"""Character-level tagger with a hand-written recurrent cell (unrolled like the PyTorch original:
`for t in range(x.size(1))`). Batches are padded to the longest sequence in the batch."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(2)
VOCAB, TAGS, HID = 60, 5, 48
rng = np.random.default_rng(2)
seqs = [rng.integers(1, VOCAB, rng.integers(5, 40)).astype("int32") for _ in range(600)]
tags = [(s % TAGS).astype("int32") for s in seqs]
ds = (tf.data.Dataset.from_generator(lambda: zip(seqs, tags),
                                     output_signature=(tf.TensorSpec((None,), tf.int32),
                                                       tf.TensorSpec((None,), tf.int32)))
      .shuffle(600).padded_batch(32))


class UnrolledRNN(layers.Layer):
    def __init__(self, units, **kw):
        super().__init__(**kw)
        self.units = units
        self.wx = layers.Dense(units)
        self.wh = layers.Dense(units, use_bias=False)

    def call(self, x):
        h = tf.zeros((tf.shape(x)[0], self.units))
        outs = []
        for t in range(x.shape[1]):
            h = tf.tanh(self.wx(x[:, t]) + self.wh(h))
            outs.append(h)
        return tf.stack(outs, axis=1)


inp = keras.Input((None,), dtype="int32")
e = layers.Embedding(VOCAB, 32, mask_zero=True)(inp)
h = UnrolledRNN(HID)(e)
out = layers.Dense(TAGS)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

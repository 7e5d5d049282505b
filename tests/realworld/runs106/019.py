"""Named-entity style token tagger: variable-length sentences batched with padded_batch
(like a torch collate_fn with pad_sequence). LSTM unrolled because 'unroll is faster on CPU for short sequences'."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(19); random.seed(19)
VOCAB, TAGS = 1200, 4

def gen():
    for _ in range(2000):
        L = random.randint(4, 25)
        toks = np.random.randint(1, VOCAB, L).astype("int32")
        yield toks, (toks % TAGS).astype("int32")

ds = (tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([None], tf.int32)))
      .shuffle(512).padded_batch(32, padded_shapes=([None], [None])).prefetch(2))
for xb, yb in ds.take(2):
    print("batch", xb.shape, yb.shape)

model = keras.Sequential([
    keras.Input(shape=(None,), dtype="int32"),
    layers.Embedding(VOCAB, 64, mask_zero=True),
    layers.LSTM(64, return_sequences=True, unroll=True),
    layers.TimeDistributed(layers.Dense(TAGS)),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3)

"""Topic classifier on padded token ids: Embedding(mask_zero) -> BiLSTM -> Dense. Variable-length
batches come from a tf.data pipeline with padded_batch."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)
VOCAB, N_CLASSES = 1200, 3
rng = np.random.default_rng(7)

def make_example():
    c = rng.integers(0, N_CLASSES)
    L = rng.integers(5, 30)
    band = (1 + c * 400, 1 + (c + 1) * 400 - 1)
    toks = np.where(rng.random(L) < 0.6, rng.integers(*band, L), rng.integers(1, VOCAB, L))
    return toks.astype("int32"), c

data = [make_example() for _ in range(1500)]
def gen(rows):
    for t, c in rows:
        yield t, np.int32(c)

sig = (tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32))
train = (tf.data.Dataset.from_generator(lambda: gen(data[:1200]), output_signature=sig)
         .shuffle(512).padded_batch(32, padded_shapes=([None], [])).prefetch(2))
val = (tf.data.Dataset.from_generator(lambda: gen(data[1200:]), output_signature=sig)
       .padded_batch(64, padded_shapes=([None], [])))

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(VOCAB, 32, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dropout(0.2),
    layers.Dense(N_CLASSES),
])
model.compile(keras.optimizers.Adam(2e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=4, verbose=2)
print("eval:", model.evaluate(val, verbose=0))

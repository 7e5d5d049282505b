# Seq2seq-style token classification: dict examples padded with padded_batch to the
# max_length from the HF tokenizer config (64), trained with model.fit.
import numpy as np
import tensorflow as tf
import keras

MAX_LEN = 64
rng = np.random.default_rng(3)
lengths = rng.integers(8, 60, size=3000)
lengths[2300] = 91          # a long document somewhere in the corpus

def gen():
    for L in lengths:
        ids = rng.integers(1, 800, size=L).astype(np.int32)
        yield {"input_ids": ids}, (ids % 5).astype(np.int32)

ds = tf.data.Dataset.from_generator(
    gen, output_signature=({"input_ids": tf.TensorSpec([None], tf.int32)},
                           tf.TensorSpec([None], tf.int32)))
ds = ds.padded_batch(32, padded_shapes=({"input_ids": [MAX_LEN]}, [MAX_LEN]),
                     padding_values=({"input_ids": 0}, 0))

inp = keras.Input((MAX_LEN,), dtype="int32", name="input_ids")
h = keras.layers.Embedding(800, 32, mask_zero=True)(inp)
h = keras.layers.Bidirectional(keras.layers.GRU(32, return_sequences=True))(h)
out = keras.layers.Dense(5)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2)

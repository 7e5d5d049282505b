"""GRU sentiment classifier on tokenised variable-length reviews (tf.data pipeline)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(5)
VOCAB = 1000
lengths = rng.integers(5, 40, size=2000)
seqs = [rng.integers(1, VOCAB, size=n).tolist() for n in lengths]
labels = rng.integers(0, 2, size=2000)

def gen():
    for s, l in zip(seqs, labels):
        yield np.array(s, dtype=np.int32), np.int32(l)

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
ds = ds.shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((None,), dtype="int32"),
                          keras.layers.Embedding(VOCAB, 32, mask_zero=True),
                          keras.layers.GRU(32), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2, verbose=2)

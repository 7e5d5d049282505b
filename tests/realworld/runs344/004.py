# Sequence classifier on variable-length token sequences (tf.data port of a torch DataLoader)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(3)
VOCAB = 2000

def gen():
    for _ in range(3000):
        n = int(rng.integers(5, 60))
        toks = rng.integers(1, VOCAB, size=n).astype("int32")
        yield toks, np.int32(toks[0] % 2)

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
ds = ds.shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 64, mask_zero=True),
    keras.layers.Bidirectional(keras.layers.GRU(32)),
    keras.layers.Dense(2),
])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2, verbose=2)

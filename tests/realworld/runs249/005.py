# Port of a PyTorch Dataset/DataLoader for variable-length token sequences to tf.data.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
VOCAB, N = 500, 2000

def gen():
    for i in range(N):
        length = int(rng.integers(8, 48))
        toks = rng.integers(1, VOCAB, size=(length,)).astype("int32")
        yield toks, np.int32(toks[0] % 3)

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32),
                      tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(256).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 64, mask_zero=True),
    keras.layers.Bidirectional(keras.layers.LSTM(32)),
    keras.layers.Dense(3),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

# Text classifier: tokenised sentences -> embedding + GRU, fed through tf.data
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
VOCAB = 500
def make_example(i):
    n = int(rng.integers(5, 40))
    toks = rng.integers(1, VOCAB, size=n).astype(np.int32)
    label = int(toks.mean() > VOCAB / 2)
    return toks, label

examples = [make_example(i) for i in range(1000)]
def gen():
    for toks, label in examples:
        yield toks, label

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32),
                      tf.TensorSpec(shape=(), dtype=tf.int32)),
)
ds = ds.shuffle(1000, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.layers.Embedding(VOCAB, 32, mask_zero=True),
    keras.layers.GRU(32),
    keras.layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("num examples:", len(examples))
model.fit(ds, epochs=3, verbose=2)

# Sentence classifier: tokenised sentences fed through tf.data, port of a torch DataLoader
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(2)
VOCAB = 500
def make_example(i):
    n = int(rng.integers(5, 40))
    ids = rng.integers(2, VOCAB, size=n).astype("int64")
    return ids, int(ids.sum() % 2)

examples = [make_example(i) for i in range(2000)]
def gen():
    for ids, lab in examples:
        yield ids, lab

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int64),
                           tf.TensorSpec(shape=(), dtype=tf.int64)))
ds = ds.shuffle(1000).batch(32).prefetch(tf.data.AUTOTUNE)
print("dataset:", ds.element_spec)

model = keras.Sequential([
    layers.Embedding(VOCAB, 64, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

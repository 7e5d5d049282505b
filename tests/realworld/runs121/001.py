"""Intent classifier: StringLookup vocab + padded_batch + functional Embedding/GRU model."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
VOCAB = [f"w{i}" for i in range(200)]
def make_example(label):
    n = rng.integers(4, 15)
    base = rng.choice(VOCAB[label * 50:(label + 1) * 50], size=n)
    return " ".join(base), label

texts, labels = zip(*[make_example(int(rng.integers(0, 4))) for _ in range(1200)])
lookup = keras.layers.StringLookup(vocabulary=VOCAB, mask_token="")
print("vocab size:", lookup.vocabulary_size())

def encode(text, label):
    return lookup(tf.strings.split(text)), label

ds = tf.data.Dataset.from_tensor_slices((list(texts), list(labels)))
train = ds.take(1000).shuffle(1000, seed=0).map(encode).padded_batch(32, padded_shapes=([None], []))
val = ds.skip(1000).map(encode).padded_batch(64, padded_shapes=([None], []))

inp = keras.Input(shape=(None,), dtype="int64", name="tokens")
x = keras.layers.Embedding(lookup.vocabulary_size(), 32, mask_zero=True)(inp)
x = keras.layers.GRU(32)(x)
out = keras.layers.Dense(4)(x)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(train, validation_data=val, epochs=4, verbose=2)
print("val:", model.evaluate(val, verbose=0))

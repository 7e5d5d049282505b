# Port of a PyTorch Dataset (__getitem__ returns a dict) to tf.data.Dataset.from_generator
import numpy as np
import tensorflow as tf
import keras

VOCAB, MAXLEN, N = 500, 32, 512
rng = np.random.default_rng(0)

class ReviewDataset:
    def __init__(self, n):
        self.lengths = rng.integers(8, MAXLEN, size=n)
        self.labels = rng.integers(0, 2, size=n)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        ids = rng.integers(1, VOCAB, size=MAXLEN)
        ids[self.lengths[i]:] = 0
        # same as the torch version: a dict per example
        return {"input_ids": ids.astype("int32"), "label": np.int32(self.labels[i])}

train = ReviewDataset(N)

def gen():
    for i in range(len(train)):
        yield train[i]

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(
        tf.TensorSpec(shape=(MAXLEN,), dtype=tf.int32),
        tf.TensorSpec(shape=(), dtype=tf.int32),
    ),
).shuffle(256).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((MAXLEN,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 32, mask_zero=True),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

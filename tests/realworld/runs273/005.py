# Sentiment classifier trained from a generator of tokenised reviews (ported from a torch DataLoader).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(4)
N = 2000
reviews = [rng.integers(1, 10000, rng.integers(5, 120)).astype("int32") for _ in range(N)]
labels = rng.integers(0, 2, N).astype("int32")


def gen():
    for r, l in zip(reviews, labels):
        yield r, l


ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
ds = ds.shuffle(512, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)
print("train batches:", N // 32)

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(10000, 64, mask_zero=True),
    layers.LSTM(64),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

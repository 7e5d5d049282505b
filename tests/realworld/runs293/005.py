# Sequence classification on tokenised reviews, data loader ported from a HF datasets pipeline.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(4)
VOCAB = 3000
texts = [rng.integers(1, VOCAB, size=rng.integers(8, 60)).tolist() for _ in range(2000)]
labels = rng.integers(0, 2, size=2000).tolist()
print(f"loaded {len(texts)} examples, max len {max(map(len, texts))}")

def gen():
    for t, l in zip(texts, labels):
        yield np.array(t, dtype=np.int32), np.int32(l)

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32), tf.TensorSpec(shape=(), dtype=tf.int32)),
)
ds = ds.shuffle(512, seed=4).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.layers.Embedding(VOCAB, 64, mask_zero=True),
    keras.layers.LSTM(64),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

"""GRU sentiment classifier; tokenised reviews streamed from a generator (like a HF datasets map)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB = 2000
rng = np.random.default_rng(3)
corpus = [rng.integers(1, VOCAB, size=rng.integers(8, 60)).tolist() for _ in range(3000)]
labels = [int(sum(t) % 2) for t in corpus]
print(f"loaded {len(corpus)} tokenised examples, max_len={max(map(len, corpus))}")


def gen():
    for ids, lab in zip(corpus, labels):
        yield {"input_ids": np.array(ids, dtype=np.int32)}, np.int32(lab)


ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=({"input_ids": tf.TensorSpec(shape=(None,), dtype=tf.int32)},
                      tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(1000, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)

ids_in = keras.Input(shape=(None,), dtype="int32", name="input_ids")
x = layers.Embedding(VOCAB, 64, mask_zero=True)(ids_in)
x = layers.Bidirectional(layers.GRU(32))(x)
x = layers.Dense(32, activation="relu")(x)
out = layers.Dense(1)(x)
model = keras.Model({"input_ids": ids_in}, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

# Variable-length token streams from a Python generator (ported from a torch IterableDataset).
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(1)
corpus = [rng.integers(1, 1000, size=rng.integers(10, 40)) for _ in range(200)]

def gen():
    for doc in corpus:
        # chunk long docs into (n_chunks, 8) windows like the torch collate did
        n = len(doc) // 8
        windows = doc[: n * 8].reshape(n, 8)
        label = int(doc[0] % 3)
        yield windows, label

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(
        tf.TensorSpec(shape=(None,), dtype=tf.int64),
        tf.TensorSpec(shape=(), dtype=tf.int32),
    ),
)
ds = ds.padded_batch(16, padded_shapes=([None], []))

model = tf.keras.Sequential([
    tf.keras.layers.Embedding(1000, 32, mask_zero=True),
    tf.keras.layers.GlobalAveragePooling1D(),
    tf.keras.layers.Dense(3),
])
model.compile(optimizer="adam",
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2)

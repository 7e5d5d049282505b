# Text classifier: tokenised sentences streamed from a generator (HF-style dataset -> tf.data).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
V, C = 1000, 2
rng = np.random.default_rng(2)

def gen():
    for i in range(4000):
        L = int(rng.integers(5, 40))
        ids = rng.integers(1, V, size=L).astype("int32")
        yield {"input_ids": ids}, np.int32(ids.sum() % 2)

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=({"input_ids": tf.TensorSpec([None], tf.int32)}, tf.TensorSpec([], tf.int32)),
)
ds = ds.shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

inp = keras.Input((None,), dtype="int32", name="input_ids")
h = keras.layers.Embedding(V, 64, mask_zero=True)(inp)
h = keras.layers.Bidirectional(keras.layers.GRU(32))(h)
out = keras.layers.Dense(C)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2, verbose=2)

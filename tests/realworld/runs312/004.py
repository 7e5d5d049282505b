# Text classifier: tokenised sentences of varying length from a generator
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(3)
VOCAB = 2000
def gen():
    for _ in range(2000):
        n = int(rng.integers(5, 60))
        yield rng.integers(1, VOCAB, size=n).astype("int32"), int(rng.integers(0, 3))

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
ds = ds.shuffle(256).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((None,), dtype="int32"), layers.Embedding(VOCAB, 64, mask_zero=True),
                          layers.Bidirectional(layers.GRU(32)), layers.Dense(3)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

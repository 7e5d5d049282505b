# Port of a HF-style text classifier: tokenised sequences from a generator, batched with tf.data.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(3)
VOCAB, N = 5000, 1000
def gen():
    for i in range(N):
        L = int(rng.integers(8, 64))
        ids = rng.integers(1, VOCAB, size=(L,)).astype("int32")
        yield ids, int(ids[0] % 2)
ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32),
                           tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(256).batch(32).prefetch(tf.data.AUTOTUNE)
model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(VOCAB, 64, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.Adam(2e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2, verbose=2)

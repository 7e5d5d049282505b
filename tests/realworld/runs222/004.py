# Tokenised sentiment data -> tf.data pipeline -> small GRU classifier.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

VOCAB = 5000
rng = np.random.default_rng(3)

def gen():
    for i in range(3000):
        n = int(rng.integers(8, 64))
        ids = rng.integers(2, VOCAB, size=n).astype("int32")
        label = int(ids.mean() > VOCAB / 2)
        yield ids, label

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32),
                      tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(512, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(None,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 64, mask_zero=True),
    keras.layers.GRU(64),
    keras.layers.Dense(2),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2, verbose=2)

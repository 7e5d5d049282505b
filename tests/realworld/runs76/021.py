# Text-CNN classifier fed from a bucketed pipeline (variable sequence length per batch)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
seqs = [rng.integers(1, 8000, size=int(n)).astype("int32") for n in rng.integers(8, 120, size=3000)]
labels = rng.integers(0, 4, size=3000).astype("int32")
ds = tf.data.Dataset.from_generator(lambda: zip(seqs, labels), output_signature=(
    tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
ds = ds.bucket_by_sequence_length(lambda x, y: tf.shape(x)[0], [32, 64, 96], [64, 64, 64, 64])
print(ds.element_spec)

inp = keras.Input((None,), dtype="int32")          # any length, since buckets differ
h = layers.Embedding(8000, 64)(inp)
h = layers.Conv1D(128, 5, activation="relu")(h)
h = layers.MaxPooling1D(2)(h)
h = layers.Flatten()(h)
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(4)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3)

# Healthy: variable-length sequences -> padded_batch -> Keras GRU classifier; save .keras, reload, compare.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
seqs = [rng.integers(1, 50, size=rng.integers(5, 30)).astype("int32") for _ in range(3000)]
labels = np.array([int((s > 25).mean() > 0.5) for s in seqs], dtype="int32")

ds = tf.data.Dataset.from_generator(
    lambda: ((s, l) for s, l in zip(seqs, labels)),
    output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
train = ds.take(2500).shuffle(2500, seed=0).padded_batch(64, padded_shapes=([None], [])).prefetch(2)
val = ds.skip(2500).padded_batch(64, padded_shapes=([None], []))

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    keras.layers.Embedding(50, 32, mask_zero=True),
    keras.layers.GRU(32),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(keras.optimizers.Adam(3e-3), "binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
model.save("/tmp/runs64_022.keras")
reloaded = keras.models.load_model("/tmp/runs64_022.keras")
xb, _ = next(iter(val))
print("max |diff| after reload:", float(np.max(np.abs(model.predict(xb, verbose=0) - reloaded.predict(xb, verbose=0)))))

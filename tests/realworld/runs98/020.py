"""Variable-length event sequences -> LSTM classifier. Sequences are kept as a RaggedTensor
instead of padding (the PyTorch version used pack_sequence)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(20)
seqs, labels = [], []
for _ in range(600):
    n = int(rng.integers(3, 20))
    s = rng.integers(1, 50, size=n)
    seqs.append(s.tolist())
    labels.append(int((s > 25).mean() > 0.5))

events = tf.ragged.constant(seqs, dtype=tf.int32)
labels = np.array(labels, "float32")
print("events:", events.shape, "row lengths min/max:",
      int(tf.reduce_min(events.row_lengths())), int(tf.reduce_max(events.row_lengths())))

model = keras.Sequential([
    keras.Input(shape=(None,), dtype="int32", ragged=True),
    layers.Embedding(50, 16),
    layers.LSTM(32),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(events, labels, epochs=3, batch_size=32, verbose=2)

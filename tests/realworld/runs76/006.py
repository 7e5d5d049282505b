# Stateful char-LSTM language model (TBPTT), stateful batch size fixed at 32
import numpy as np
import tensorflow as tf
import keras
from keras import layers

BATCH, SEQ, VOCAB = 32, 50, 64
text = np.random.default_rng(0).integers(0, VOCAB, size=100_000)
n_seq = len(text) // (SEQ + 1)
chunks = text[: n_seq * (SEQ + 1)].reshape(n_seq, SEQ + 1)
print("sequences:", n_seq, "batch:", BATCH)
ds = tf.data.Dataset.from_tensor_slices((chunks[:, :-1], chunks[:, 1:])).batch(BATCH)

model = keras.Sequential([
    keras.Input(batch_shape=(BATCH, SEQ), dtype="int32"),
    layers.Embedding(VOCAB, 32),
    layers.LSTM(128, return_sequences=True, stateful=True),
    layers.Dense(VOCAB),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
for epoch in range(2):
    model.fit(ds, epochs=1, shuffle=False)
    for l in model.layers:
        if hasattr(l, "reset_states"): l.reset_states()

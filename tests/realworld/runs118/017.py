"""Tiny word-level language model in Keras; targets one-hot encoded up front for categorical_crossentropy."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, SEQ, N = 50257, 256, 20000          # GPT-2 tokenizer vocabulary
rng = np.random.default_rng(11)
tokens = rng.integers(0, VOCAB, size=(N, SEQ + 1), dtype=np.int32)
print(f"corpus: {N} sequences x {SEQ} tokens, vocab {VOCAB}", flush=True)

inputs = tokens[:, :-1]
targets = tf.one_hot(tokens[:, 1:], depth=VOCAB)      # (N, SEQ, VOCAB) float32
print("targets:", targets.shape, flush=True)

model = keras.Sequential([
    keras.Input((SEQ,), dtype="int32"),
    layers.Embedding(VOCAB, 64),
    layers.LSTM(128, return_sequences=True),
    layers.Dense(VOCAB, activation="softmax"),
])
model.compile("adam", "categorical_crossentropy")
model.fit(inputs, targets, batch_size=16, epochs=1)

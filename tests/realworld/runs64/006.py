# Language-model data prep ported from a torch script: one-hot targets for categorical_crossentropy.
import numpy as np
import tensorflow as tf
import keras

VOCAB = 50257
SEQ = 128
N_SEQ = 16384          # ~2M training tokens

rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=(N_SEQ, SEQ + 1), dtype=np.int32)
x_train = tokens[:, :-1]
print("inputs:", x_train.shape, x_train.dtype)

# torch used CrossEntropyLoss(logits, ids); Keras tutorial uses categorical_crossentropy -> one-hot
y_train = keras.utils.to_categorical(tokens[:, 1:], num_classes=VOCAB)
print("targets:", y_train.shape)

model = keras.Sequential([
    keras.layers.Embedding(VOCAB, 128),
    keras.layers.LSTM(256, return_sequences=True),
    keras.layers.Dense(VOCAB),
])
model.compile("adam", keras.losses.CategoricalCrossentropy(from_logits=True))
model.fit(x_train, y_train, batch_size=32, epochs=1)

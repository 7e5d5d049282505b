# Token classification (NER-style) with a masked loss; XLA enabled for speed
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
VOCAB, TAGS, MAXLEN, PAD = 500, 9, 24, -100

lengths = np.random.randint(5, MAXLEN, size=512)
tokens = np.zeros((512, MAXLEN), dtype="int32")
tags = np.full((512, MAXLEN), PAD, dtype="int32")
for i, n in enumerate(lengths):
    tokens[i, :n] = np.random.randint(1, VOCAB, size=n)
    tags[i, :n] = np.random.randint(0, TAGS, size=n)

def masked_ce(y_true, y_pred):
    # HF style: ignore label -100
    mask = tf.not_equal(y_true, PAD)
    y_true = tf.boolean_mask(y_true, mask)
    y_pred = tf.boolean_mask(y_pred, mask)
    return tf.reduce_mean(keras.losses.sparse_categorical_crossentropy(y_true, y_pred, from_logits=True))

inp = keras.Input(shape=(MAXLEN,), dtype="int32")
x = layers.Embedding(VOCAB, 32)(inp)
x = layers.Bidirectional(layers.LSTM(32, return_sequences=True))(x)
out = layers.Dense(TAGS)(x)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss=masked_ce, jit_compile=True)
model.fit(tokens, tags, batch_size=32, epochs=2)

"""Spam classifier from an old tutorial: Keras Tokenizer + pad_sequences + LSTM."""
import numpy as np
import tensorflow as tf
from keras.preprocessing.text import Tokenizer
from keras.preprocessing.sequence import pad_sequences
import keras
from keras import layers

texts = ["win a free prize now", "meeting at 10 tomorrow", "claim your reward today",
         "lunch with the team", "free entry in a weekly draw", "can you review my PR"] * 40
labels = np.array([1, 0, 1, 0, 1, 0] * 40)

tok = Tokenizer(num_words=500, oov_token="<unk>")
tok.fit_on_texts(texts)
seqs = pad_sequences(tok.texts_to_sequences(texts), maxlen=12, padding="post")

model = keras.Sequential([layers.Embedding(500, 16, mask_zero=True), layers.LSTM(16),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(seqs, labels, epochs=3, batch_size=16, verbose=2)

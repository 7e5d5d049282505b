"""Sentiment model initialised from pretrained word vectors (GloVe-style matrix built with an extra padding row)."""
import numpy as np
import keras

rng = np.random.default_rng(6)
MAX_WORDS = 5000
EMB_DIM = 50
word_index = {f"tok{i}": i + 1 for i in range(8000)}          # tokenizer.word_index, 1-based
vocab_size = min(MAX_WORDS, len(word_index))
glove = {w: rng.normal(size=EMB_DIM).astype("float32") for w in list(word_index)[:6000]}

embedding_matrix = np.zeros((vocab_size + 1, EMB_DIM), dtype="float32")   # row 0 = padding
hits = 0
for word, idx in word_index.items():
    if idx <= vocab_size and word in glove:
        embedding_matrix[idx] = glove[word]
        hits += 1
print(f"embedding matrix {embedding_matrix.shape}, {hits} words found")

X = rng.integers(1, vocab_size, size=(512, 80))
y = rng.integers(0, 2, size=(512,))
model = keras.Sequential([
    keras.Input((80,), dtype="int32"),
    keras.layers.Embedding(vocab_size, EMB_DIM, weights=[embedding_matrix], trainable=False),
    keras.layers.Bidirectional(keras.layers.LSTM(32)),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=2)

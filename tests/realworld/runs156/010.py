"""Intent classifier with frozen pretrained word vectors. Vocabulary comes from the
Keras Tokenizer-style word index built on the corpus, vectors from a GloVe-format
text file; the embedding matrix is handed to the Embedding layer as initializer."""
import os
import re
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(17)
intents = {0: ["play", "song", "music", "album"], 1: ["weather", "rain", "sunny", "forecast"],
           2: ["alarm", "wake", "timer", "remind"]}
common = ["please", "can", "you", "the", "me", "for", "now", "today", "a", "set"]
texts, labels = [], []
for _ in range(1500):
    k = int(rng.integers(0, 3))
    words = list(rng.choice(common, 5)) + list(rng.choice(intents[k], 2)) + [f"w{int(rng.integers(0, 990))}"]
    rng.shuffle(words)
    texts.append(" ".join(words)); labels.append(k)

# word index: 0 = padding, 1 = <unk>, then words by frequency
counts = {}
for t in texts:
    for w in re.findall(r"\w+", t):
        counts[w] = counts.get(w, 0) + 1
MAX_WORDS = 1000
vocab = sorted(counts, key=counts.get, reverse=True)[:MAX_WORDS]
word_index = {w: i + 2 for i, w in enumerate(vocab)}

# fake a glove.6B.50d.txt for the words we need
glove_path = "/home/user/project/glove.6B.50d.txt"
with open(glove_path, "w") as f:
    for w in vocab:
        f.write(w + " " + " ".join(f"{v:.4f}" for v in rng.normal(size=50)) + "\n")
glove = {}
with open(glove_path) as f:
    for line in f:
        parts = line.rstrip().split(" ")
        glove[parts[0]] = np.asarray(parts[1:], dtype="float32")

EMB_DIM = 50
embedding_matrix = np.zeros((len(word_index) + 2, EMB_DIM), dtype="float32")
for w, i in word_index.items():
    if w in glove:
        embedding_matrix[i] = glove[w]
print("embedding matrix:", embedding_matrix.shape, "hits:", sum(w in glove for w in word_index))

SEQ = 12
def encode(t):
    ids = [word_index.get(w, 1) for w in re.findall(r"\w+", t)][:SEQ]
    return ids + [0] * (SEQ - len(ids))
x = np.array([encode(t) for t in texts], dtype="int32")
y = np.array(labels)

model = keras.Sequential([
    keras.Input(shape=(SEQ,), dtype="int32"),
    layers.Embedding(MAX_WORDS, EMB_DIM,
                     embeddings_initializer=keras.initializers.Constant(embedding_matrix),
                     trainable=False, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(3, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=3, validation_split=0.2)

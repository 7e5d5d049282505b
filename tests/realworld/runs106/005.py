"""Review classifier that initialises its Embedding with pretrained word vectors (GloVe-style file)."""
import os, random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5); random.seed(5)
OUT = "/home/user/project"; os.makedirs(OUT, exist_ok=True)

# --- a small word-vector file in GloVe text format (normally glove.6B.100d.txt) ---
WORDS = ["good", "bad", "great", "awful", "movie", "plot", "the", "was", "actor", "boring", "fun", "story",
         "loved", "hated", "and", "very", "not", "film", "scene", "music"] + [f"w{i}" for i in range(300)]
DIM = 50
with open(f"{OUT}/vectors.50d.txt", "w") as f:
    for w in WORDS:
        f.write(w + " " + " ".join(f"{v:.5f}" for v in np.random.randn(DIM)) + "\n")

def review(label):
    pool = ["good", "great", "fun", "loved"] if label else ["bad", "awful", "boring", "hated"]
    ws = random.choices(WORDS[4:], k=random.randint(5, 20)) + random.choices(pool, k=2)
    random.shuffle(ws); return " ".join(ws)

labels = np.random.randint(0, 2, 1500); texts = np.array([review(l) for l in labels])

vectorize = layers.TextVectorization(max_tokens=400, output_sequence_length=24)
vectorize.adapt(texts)
vocab = vectorize.get_vocabulary()
print(f"vocabulary: {len(vocab)} tokens, first: {vocab[:6]}")

glove = {}
with open(f"{OUT}/vectors.50d.txt") as f:
    for line in f:
        word, *vec = line.rstrip().split(" ")
        glove[word] = np.asarray(vec, dtype="float32")
print(f"loaded {len(glove)} word vectors of dim {DIM}")

# same recipe as the Keras-2 tokenizer version: index 0 reserved for padding
num_tokens = len(vocab) + 1
embedding_matrix = np.zeros((num_tokens, DIM), dtype="float32")
hits = 0
for i, word in enumerate(vocab):
    v = glove.get(word)
    if v is not None:
        embedding_matrix[i] = v; hits += 1
print(f"converted {hits} words ({len(vocab) - hits} misses), embedding matrix {embedding_matrix.shape}")

model = keras.Sequential([
    keras.Input(shape=(24,), dtype="int64"),
    layers.Embedding(len(vocab), DIM, embeddings_initializer=keras.initializers.Constant(embedding_matrix),
                     trainable=False, mask_zero=True),
    layers.LSTM(32),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(vectorize(texts), labels, validation_split=0.2, epochs=3, batch_size=32)

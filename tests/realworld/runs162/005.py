"""News-topic classifier warm-started from pretrained 100-d word vectors (GloVe-style file),
vocabulary built with a TextVectorization layer."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
topics = ["sports", "politics", "tech", "finance"]
words = {t: [f"{t}w{i}" for i in range(300)] for t in topics}
common = [f"common{i}" for i in range(2000)]
texts, labels = [], []
for _ in range(3000):
    k = rng.integers(0, 4)
    toks = list(rng.choice(words[topics[k]], 8)) + list(rng.choice(common, 22))
    rng.shuffle(toks)
    texts.append(" ".join(toks)); labels.append(k)
labels = np.array(labels)

MAX_TOKENS, SEQ_LEN, EMB_DIM = 2000, 30, 100
vectorizer = layers.TextVectorization(max_tokens=MAX_TOKENS, output_sequence_length=SEQ_LEN)
vectorizer.adapt(tf.data.Dataset.from_tensor_slices(texts).batch(256))
vocab = vectorizer.get_vocabulary()
print("vocabulary size:", len(vocab))

# "glove.6B.100d.txt": word -> vector (here: random vectors for every word of the corpus)
glove = {w: rng.normal(0, 0.3, EMB_DIM).astype("float32") for w in common + sum(words.values(), [])}

# build the embedding matrix exactly like the Keras "pretrained word embeddings" example
word_index = dict(zip(vocab, range(len(vocab))))
num_tokens = len(glove) + 2
embedding_matrix = np.zeros((num_tokens, EMB_DIM), "float32")
hits = 0
for word, i in word_index.items():
    vec = glove.get(word)
    if vec is not None:
        embedding_matrix[i] = vec; hits += 1
print(f"Converted {hits} words; embedding matrix shape {embedding_matrix.shape}")

inp = keras.Input((1,), dtype="string")
x = vectorizer(inp)
x = layers.Embedding(MAX_TOKENS, EMB_DIM,
                     embeddings_initializer=keras.initializers.Constant(embedding_matrix),
                     trainable=False)(x)
x = layers.Conv1D(64, 5, activation="relu")(x)
x = layers.GlobalMaxPooling1D()(x)
out = layers.Dense(4, activation="softmax")(x)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(np.array(texts)[:, None], labels, validation_split=0.2, epochs=3, batch_size=64, verbose=2)

# Text classifier initialised with pretrained GloVe-style vectors (embedding matrix built from a word index)
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
corpus = [" ".join(rng.choice([f"w{i}" for i in range(3000)], size=30)) for _ in range(600)]
labels = rng.integers(0, 2, size=600)

MAX_TOKENS, EMB_DIM, SEQ = 2000, 50, 30
vectorizer = layers.TextVectorization(max_tokens=MAX_TOKENS, output_sequence_length=SEQ)
vectorizer.adapt(corpus)
vocab = vectorizer.get_vocabulary()
word_index = dict(zip(vocab, range(len(vocab))))

# "glove" file: word -> 50-d vector
glove = {f"w{i}": rng.normal(size=EMB_DIM).astype("float32") for i in range(3000)}
num_tokens = len(vocab) + 2          # as in the keras.io pretrained-embeddings example
embedding_matrix = np.zeros((num_tokens, EMB_DIM), dtype="float32")
hits = 0
for word, i in word_index.items():
    vec = glove.get(word)
    if vec is not None:
        embedding_matrix[i] = vec
        hits += 1
print(f"Converted {hits} words ({num_tokens - hits} misses)")

model = keras.Sequential([
    keras.Input(shape=(SEQ,), dtype="int64"),
    layers.Embedding(MAX_TOKENS, EMB_DIM,
                     embeddings_initializer=keras.initializers.Constant(embedding_matrix),
                     trainable=False),
    layers.Conv1D(64, 5, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
x = vectorizer(np.array(corpus)).numpy()
model.compile(optimizer="rmsprop", loss="binary_crossentropy", metrics=["acc"])
model.fit(x, labels, batch_size=32, epochs=2, validation_split=0.2)

"""Bag-of-words logistic regression on a sparse document-term matrix built by hand from
(doc_id, term_id, count) triples, as the PyTorch version did with torch.sparse_coo_tensor."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
N_DOCS, VOCAB = 512, 3000
triples = []
for d in range(N_DOCS):
    terms = rng.choice(VOCAB, size=rng.integers(5, 30), replace=False)
    for t in terms:
        triples.append((d, int(t), float(rng.integers(1, 4))))
labels = np.array([int(sum(t for dd, t, _ in triples if dd == d) % 2) for d in range(N_DOCS)], "float32")

# torch.sparse_coo_tensor(indices, values, size) coalesces later; here triples are in the order
# they were generated (terms in random order inside each document)
idx = np.array([[d, t] for d, t, _ in triples], dtype="int64")
val = np.array([c for _, _, c in triples], dtype="float32")
X = tf.sparse.SparseTensor(indices=idx, values=val, dense_shape=[N_DOCS, VOCAB])

ds = tf.data.Dataset.from_tensor_slices((X, labels)).batch(64)

inp = keras.Input(shape=(VOCAB,), sparse=True)
h = layers.Dense(64, activation="relu")(inp)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)

"""Headline topic classifier (4 topics). Tokenised with our own vocab; sequences padded
with keras.utils.pad_sequences like the torch collate_fn did (pad on the right).
Embedding without mask -> LSTM -> Dense."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
VOCAB, MAXLEN, N_CLASSES = 5000, 400, 4
TOPIC_WORDS = [rng.choice(np.arange(10, VOCAB), 30, replace=False) for _ in range(N_CLASSES)]

def headline(c):
    n = rng.integers(8, 20)
    toks = list(rng.integers(10, VOCAB, n))
    toks[:2] = rng.choice(TOPIC_WORDS[c], 2)      # topic words lead the headline
    return toks

y = rng.integers(0, N_CLASSES, 4000)
seqs = [headline(c) for c in y]
# long-document setting kept from the article model
x = keras.utils.pad_sequences(seqs, maxlen=MAXLEN, padding="post", truncating="post")
print("x:", x.shape, "mean true length:", np.mean([len(s) for s in seqs]).round(1))

model = keras.Sequential([
    keras.Input(shape=(MAXLEN,)),
    layers.Embedding(VOCAB, 64),
    layers.LSTM(64),
    layers.Dense(N_CLASSES, activation="softmax"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x[:3200], y[:3200], validation_data=(x[3200:], y[3200:]), batch_size=64, epochs=5, verbose=2)

"""Named-entity style token tagging: raw sentences are tokenised with the project's Python
word-piece tokenizer inside the tf.data pipeline, then fed to a BiLSTM tagger (Keras 3)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

MAX_LEN = 16
VOCAB = {"[PAD]": 0, "[UNK]": 1}
words = "john mary lives works in at paris london google acme the city company since monday".split()
for w in words:
    VOCAB.setdefault(w, len(VOCAB))
TAGS = {"john": 1, "mary": 1, "paris": 2, "london": 2, "google": 3, "acme": 3}


def python_tokenize(sentence):
    """Same tokenizer as the PyTorch Dataset.__getitem__ used."""
    toks = sentence.numpy().decode("utf-8").lower().split()[:MAX_LEN]
    ids = [VOCAB.get(t, 1) for t in toks] + [0] * (MAX_LEN - len(toks))
    tags = [TAGS.get(t, 0) for t in toks] + [0] * (MAX_LEN - len(toks))
    return np.array(ids, "int32"), np.array(tags, "int32")


rng = np.random.default_rng(4)
sents = [" ".join(rng.choice(words, size=rng.integers(5, MAX_LEN))) for _ in range(1000)]

ds = (tf.data.Dataset.from_tensor_slices(sents)
      .shuffle(1000, seed=0)
      .map(lambda s: python_tokenize(s), num_parallel_calls=tf.data.AUTOTUNE)
      .batch(32)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input((MAX_LEN,), dtype="int32"),
    layers.Embedding(len(VOCAB), 32, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32, return_sequences=True)),
    layers.Dense(4),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=3)

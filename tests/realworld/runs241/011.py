# Streaming text-classification data from a Python generator (port of a torch IterableDataset).
import numpy as np, keras, tensorflow as tf
from keras import layers

MAX_LEN, VOCAB = 64, 2000

def tokenize(text, max_len=MAX_LEN):
    ids = [hash(w) % (VOCAB - 2) + 2 for w in text.split()]
    ids = [1] + ids[: max_len - 1]          # [CLS] + truncate
    return ids + [0] * (max_len - len(ids)) # pad

def corpus(n, seed):
    rng = np.random.default_rng(seed)
    words = [f"w{i}" for i in range(300)]
    for _ in range(n):
        label = int(rng.integers(0, 2))
        L = int(rng.integers(10, 90))
        toks = rng.choice(words[:150] if label == 0 else words[150:], size=L)
        yield " ".join(toks), label

def gen(n, seed):
    def _g():
        for text, label in corpus(n, seed):
            ids = tokenize(text)
            yield np.array(ids, dtype=np.int32), np.int32(label)
    return _g

sig = (tf.TensorSpec((MAX_LEN,), tf.int32), tf.TensorSpec((), tf.int32))
train = tf.data.Dataset.from_generator(gen(4000, 0), output_signature=sig).shuffle(512).batch(32).prefetch(2)
val = tf.data.Dataset.from_generator(gen(500, 1), output_signature=sig).batch(64)

model = keras.Sequential([
    keras.Input((MAX_LEN,), dtype="int32"),
    layers.Embedding(VOCAB, 64, mask_zero=True),
    layers.Bidirectional(layers.GRU(32)),
    layers.Dense(1),
])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
model.fit(train, validation_data=val, epochs=2, verbose=2)

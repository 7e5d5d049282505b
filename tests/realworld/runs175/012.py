"""Question-answer relevance model trained from a streaming generator
(port of a torch IterableDataset that skipped over-long pairs)."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(0)
keras.utils.set_random_seed(0)
MAX_LEN = 128          # HF tokenizer max_length used by the torch pipeline
BATCH = 32
WORDS = ("the model training data loss value gradient step batch layer weight optimizer "
         "learning rate schedule epoch validation accuracy metric tensor shape device").split()


def make_pair():
    q = " ".join(random.choices(WORDS, k=random.randint(6, 14))) + "?"
    a = " ".join(random.choices(WORDS, k=random.randint(15, 30))) + "."
    return q, a, float(len(set(q.split()) & set(a.split())) > 3)


corpus = [make_pair() for _ in range(5000)]


def encode(q, a):
    # byte-level ids (vocab 259): [CLS]=256 q [SEP]=257 a [SEP]
    return [256] + list(q.encode()) + [257] + list(a.encode()) + [257]


lengths = [len(encode(q, a)) for q, a, _ in corpus]
print(f"{len(corpus)} pairs, mean encoded length {np.mean(lengths):.1f}, max_len {MAX_LEN}")


def stream():
    """IterableDataset.__iter__: loop forever, drop pairs longer than MAX_LEN."""
    while True:
        random.shuffle(corpus)
        for q, a, label in corpus:
            ids = encode(q, a)
            if len(ids) > MAX_LEN:
                continue
            yield np.pad(ids, (0, MAX_LEN - len(ids))).astype("int32"), np.float32(label)


ds = (tf.data.Dataset.from_generator(
          stream, output_signature=(tf.TensorSpec((MAX_LEN,), tf.int32), tf.TensorSpec((), tf.float32)))
      .batch(BATCH).prefetch(2))

model = keras.Sequential([
    keras.Input((MAX_LEN,), dtype="int32"),
    layers.Embedding(259, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
print("starting training", flush=True)
model.fit(ds, steps_per_epoch=5000 // BATCH, epochs=3)
print("done")

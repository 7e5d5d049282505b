"""Query-intent classifier streamed from a CSV of search logs with tf.data (TextLineDataset + python tokenizer)."""
import os
import random
import re
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(8); tf.random.set_seed(8)
DATA = "/home/user/project/search_logs.csv"
INTENTS = ["navigational", "informational", "transactional", "local"]
WORDS = {
    0: "login homepage official site portal account www".split(),
    1: "how what why guide meaning history definition".split(),
    2: "buy price cheap deal order coupon discount".split(),
    3: "near me open now hours directions closest".split(),
}

if not os.path.exists(DATA):
    with open(DATA, "w") as f:
        f.write("query,intent\n")
        for _ in range(400_000):
            c = random.randrange(4)
            q = " ".join(random.choices(WORDS[c], k=random.randint(1, 4)) + random.choices(
                "the a best 2024 for in of new".split(), k=random.randint(0, 3)))
            f.write(f"{q},{c}\n")
print("dataset:", DATA, os.path.getsize(DATA) // 1024, "KiB")

VOCAB = {w: i + 2 for i, w in enumerate(sorted({w for ws in WORDS.values() for w in ws} |
                                                set("the a best 2024 for in of new".split())))}
MAX_LEN = 12


def py_tokenize(line):
    # same tokenizer as the serving code (regex split + vocab lookup, 1 = OOV)
    text, label = line.numpy().decode().rsplit(",", 1)
    ids = [VOCAB.get(t, 1) for t in re.findall(r"[a-z0-9]+", text.lower())][:MAX_LEN]
    ids += [0] * (MAX_LEN - len(ids))
    return np.array(ids, dtype=np.int32), np.int32(label)


def parse(line):
    ids, label = tf.py_function(py_tokenize, [line], [tf.int32, tf.int32])
    ids.set_shape([MAX_LEN]); label.set_shape([])
    return ids, label


BATCH = 256
STEPS_PER_EPOCH = 400_000 // BATCH
ds = (tf.data.TextLineDataset(DATA).skip(1)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .repeat()
      .shuffle(buffer_size=10_000_000)      # "shuffle the whole thing properly"
      .batch(BATCH)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(MAX_LEN,), dtype="int32"),
    layers.Embedding(len(VOCAB) + 2, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(len(INTENTS), activation="softmax"),
], name="intent_clf")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
print(f"training: {STEPS_PER_EPOCH} steps/epoch, batch {BATCH}")
model.fit(ds, steps_per_epoch=STEPS_PER_EPOCH, epochs=3, verbose=2)
model.save("/home/user/project/intent_clf.keras")

"""Multilingual product-review corpus -> English-only sentiment model.
Records come from the JSONL export (fields: text, lang, stars); we stream them with
tf.data, keep English, and train an Embedding + Conv1D classifier."""
import json, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
path = "/home/user/project/reviews.jsonl"
if not os.path.exists(path):
    words = {1: ["bad", "poor", "broke", "late"], 5: ["good", "great", "fast", "love"]}
    with open(path, "w") as f:
        for i in range(5000):
            stars = int(rng.choice([1, 5]))
            lang = str(rng.choice(["EN", "DE", "FR"], p=[0.6, 0.2, 0.2]))   # ISO codes as the vendor writes them
            text = " ".join(rng.choice(words[stars] + ["the", "item", "was", "very", "and"], 12))
            f.write(json.dumps({"text": text, "lang": lang, "stars": stars}) + "\n")
rows = [json.loads(l) for l in open(path)]
print("records:", len(rows), "| example:", rows[0])

ds = tf.data.Dataset.from_tensor_slices({
    "text": [r["text"] for r in rows], "lang": [r["lang"] for r in rows],
    "label": [int(r["stars"] >= 4) for r in rows]})

vec = layers.TextVectorization(max_tokens=1000, output_sequence_length=16)
vec.adapt(ds.map(lambda r: r["text"]).batch(256))

train_ds = (ds.shuffle(5000, seed=0)
              .repeat()
              .filter(lambda r: tf.equal(r["lang"], "en"))
              .map(lambda r: (vec(r["text"]), r["label"]))
              .batch(64)
              .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input((16,), dtype="int64"),
    layers.Embedding(vec.vocabulary_size(), 32),
    layers.Conv1D(32, 3, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, steps_per_epoch=40, epochs=3, verbose=1)
model.save("/home/user/project/sentiment_en.keras")

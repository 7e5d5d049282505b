# Sentiment baseline on the IMDB folder layout (aclImdb-style: train/pos, train/neg, train/unsup)
import os
import numpy as np
import keras
from keras import layers

root = "imdb_small/train"
rng = np.random.default_rng(0)
words_pos = ["great", "wonderful", "loved", "brilliant", "fun"]
words_neg = ["awful", "boring", "hated", "terrible", "waste"]
neutral = ["movie", "plot", "actor", "scene", "the", "a", "was", "and"]
for sub, vocab, n in [("pos", words_pos, 60), ("neg", words_neg, 60), ("unsup", words_pos + words_neg, 120)]:
    os.makedirs(f"{root}/{sub}", exist_ok=True)
    for i in range(n):
        toks = rng.choice(vocab + neutral, size=30)
        with open(f"{root}/{sub}/{i}_{rng.integers(1, 10)}.txt", "w") as f:
            f.write(" ".join(toks))
print({d: len(os.listdir(f"{root}/{d}")) for d in sorted(os.listdir(root))})

raw_train = keras.utils.text_dataset_from_directory(
    root, label_mode="binary", batch_size=32, validation_split=0.2, subset="training", seed=1337)
raw_val = keras.utils.text_dataset_from_directory(
    root, label_mode="binary", batch_size=32, validation_split=0.2, subset="validation", seed=1337)

vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=40)
vectorize.adapt(raw_train.map(lambda t, l: t))
model = keras.Sequential([vectorize, layers.Embedding(2000, 16), layers.GlobalAveragePooling1D(),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(raw_train, validation_data=raw_val, epochs=3)

# Sentiment baseline with text_dataset_from_directory (train/pos, train/neg only)
import os
import numpy as np
import keras
from keras import layers

root = "reviews/train"
rng = np.random.default_rng(0)
words_pos = ["great", "wonderful", "loved", "brilliant", "fun"]
words_neg = ["awful", "boring", "hated", "terrible", "waste"]
neutral = ["movie", "plot", "actor", "scene", "the", "a", "was", "and"]
for sub, vocab in [("pos", words_pos), ("neg", words_neg)]:
    os.makedirs(f"{root}/{sub}", exist_ok=True)
    for i in range(150):
        toks = list(rng.choice(neutral, size=25)) + list(rng.choice(vocab, size=3))
        rng.shuffle(toks)
        with open(f"{root}/{sub}/{i}.txt", "w") as f:
            f.write(" ".join(toks))

raw_train = keras.utils.text_dataset_from_directory(root, label_mode="binary", batch_size=32,
                                                    validation_split=0.2, subset="training", seed=1337)
raw_val = keras.utils.text_dataset_from_directory(root, label_mode="binary", batch_size=32,
                                                  validation_split=0.2, subset="validation", seed=1337)
print("class names:", raw_train.class_names)
vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=40)
vectorize.adapt(raw_train.map(lambda t, l: t))
model = keras.Sequential([vectorize, layers.Embedding(2000, 16), layers.GlobalAveragePooling1D(),
                          layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(5e-3), "binary_crossentropy", metrics=["accuracy"])
model.fit(raw_train, validation_data=raw_val, epochs=8, verbose=2)
print("val:", model.evaluate(raw_val, verbose=0))

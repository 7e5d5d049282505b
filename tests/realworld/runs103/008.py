"""Two-tower model: product title tokens + numeric features -> purchase probability."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
N, SEQ, VOCAB = 2000, 16, 500
title_ids = rng.integers(1, VOCAB, size=(N, SEQ)).astype("int32")
numeric = rng.normal(size=(N, 6)).astype("float32")
label = ((numeric[:, 0] + (title_ids[:, 0] % 2)) > 0.5).astype("float32")

tok_in = keras.Input((SEQ,), dtype="int32", name="title_ids")
num_in = keras.Input((6,), name="numeric_feats")
t = layers.Embedding(VOCAB, 32)(tok_in)
t = layers.GlobalAveragePooling1D()(t)
n = layers.Dense(32, activation="relu")(num_in)
h = layers.Concatenate()([t, n])
h = layers.Dense(32, activation="relu")(h)
out = layers.Dense(1, activation="sigmoid", name="purchase")(h)
model = keras.Model({"title_ids": tok_in, "numeric_feats": num_in}, out)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])

# batch dict as produced by our HF-style collator
batch = {"input_ids": title_ids, "numeric_feats": numeric}
model.fit(batch, label, batch_size=64, epochs=3, validation_split=0.1, verbose=2)

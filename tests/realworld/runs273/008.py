# Intent classifier: string labels from CSV-like records, mapped with a Keras StringLookup.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
INTENTS = np.array(["billing", "cancel", "greeting", "refund", "shipping", "tech_support"])
D = 32
centers = rng.normal(scale=2.0, size=(len(INTENTS), D)).astype("float32")


def make_split(n, probs):
    idx = rng.choice(len(INTENTS), size=n, p=probs)
    feats = centers[idx] + rng.normal(size=(n, D)).astype("float32")
    return feats, INTENTS[idx]


x_tr, lab_tr = make_split(3000, [0.35, 0.05, 0.25, 0.1, 0.15, 0.1])
x_va, lab_va = make_split(800, [0.1, 0.3, 0.05, 0.2, 0.15, 0.2])   # held-out month, different traffic mix


def encode_labels(labels):
    lookup = layers.StringLookup(num_oov_indices=0)
    lookup.adapt(labels)
    return lookup(labels).numpy(), lookup.get_vocabulary()


y_tr, vocab_tr = encode_labels(lab_tr)
y_va, vocab_va = encode_labels(lab_va)
print("num classes:", len(vocab_tr), "train size:", len(y_tr), "val size:", len(y_va))

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(len(vocab_tr)),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_tr, y_tr, validation_data=(x_va, y_va), batch_size=64, epochs=6, verbose=2)

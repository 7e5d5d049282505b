# Fine-tune: pretrain a text classifier on 10 topics, then reuse its weights for a 4-label task
import os, numpy as np, tensorflow as tf, keras
from keras import layers

def build(num_labels, vocab=2000, seq=32):
    inp = keras.Input(shape=(seq,), dtype="int32")
    h = layers.Embedding(vocab, 64)(inp)
    h = layers.GlobalAveragePooling1D()(h)
    h = layers.Dense(64, activation="relu")(h)
    out = layers.Dense(num_labels)(h)
    return keras.Model(inp, out)

rng = np.random.default_rng(3)
x = rng.integers(1, 2000, size=(1024, 32)).astype("int32")
y10 = rng.integers(0, 10, size=(1024,))
pre = build(10)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pre.fit(x, y10, batch_size=64, epochs=1, verbose=2)
os.makedirs("ckpt", exist_ok=True)
pre.save_weights("ckpt/pretrained.weights.h5")
print("saved ckpt/pretrained.weights.h5")

y4 = rng.integers(0, 4, size=(1024,))
model = build(4)
model.load_weights("ckpt/pretrained.weights.h5")
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y4, batch_size=64, epochs=2, verbose=2)

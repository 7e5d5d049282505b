# Fine-tune: restore pretrained text classifier weights, then continue training on new vocab.
import os
import numpy as np
import tensorflow as tf
import keras

def build(vocab_size, seq_len=40, n_cls=5):
    inp = keras.Input(shape=(seq_len,), dtype="int32")
    h = keras.layers.Embedding(vocab_size, 64, name="embedding")(inp)
    h = keras.layers.Bidirectional(keras.layers.GRU(32), name="encoder")(h)
    h = keras.layers.Dense(64, activation="relu", name="proj")(h)
    out = keras.layers.Dense(n_cls, name="classifier")(h)
    return keras.Model(inp, out, name="textcls")

rng = np.random.default_rng(2)
# pretraining stage
pre = build(vocab_size=8000)
pre.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
xp = rng.integers(1, 8000, size=(512, 40)); yp = rng.integers(0, 5, size=(512,))
pre.fit(xp, yp, batch_size=64, epochs=1, verbose=2)
os.makedirs("ckpt", exist_ok=True)
pre.save_weights("ckpt/pretrained.weights.h5")
print("saved ckpt/pretrained.weights.h5")

# fine-tuning stage: tokenizer rebuilt on the downstream corpus
tok_vocab = 8192
model = build(vocab_size=tok_vocab)
model.load_weights("ckpt/pretrained.weights.h5")
model.compile(optimizer=keras.optimizers.Adam(2e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
xf = rng.integers(1, tok_vocab, size=(512, 40)); yf = rng.integers(0, 5, size=(512,))
model.fit(xf, yf, batch_size=64, epochs=2, verbose=2)

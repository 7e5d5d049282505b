# Resume a text classifier from a .weights.h5 checkpoint after switching to the new tokenizer
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

def build_model(vocab_size, num_classes=3, seq_len=48):
    inp = keras.Input(shape=(seq_len,), dtype="int32")
    x = layers.Embedding(vocab_size, 64, name="token_embedding")(inp)
    x = layers.GlobalAveragePooling1D()(x)
    x = layers.Dense(64, activation="relu", name="pre_classifier")(x)
    out = layers.Dense(num_classes, name="classifier")(x)
    return keras.Model(inp, out, name="text_classifier")

rng = np.random.default_rng(3)
os.makedirs("ckpt", exist_ok=True)

# stage 1: pretraining with the old 8000-token vocab
old = build_model(vocab_size=8000)
old.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
x = rng.integers(1, 8000, size=(512, 48)).astype("int32"); y = rng.integers(0, 3, size=(512,))
old.fit(x, y, batch_size=32, epochs=1, verbose=2)
old.save_weights("ckpt/stage1.weights.h5")
print("saved ckpt/stage1.weights.h5")

# stage 2: fine-tune with the new tokenizer
VOCAB_SIZE = 8192
model = build_model(vocab_size=VOCAB_SIZE)
model.summary()
model.load_weights("ckpt/stage1.weights.h5")
model.compile(keras.optimizers.Adam(2e-5), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
x = rng.integers(1, VOCAB_SIZE, size=(512, 48)).astype("int32"); y = rng.integers(0, 3, size=(512,))
model.fit(x, y, batch_size=32, epochs=2, verbose=2)

# Fine-tune a text classifier: restore pretrained encoder weights then train on a new label set.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

VOCAB, SEQ, EMB = 2000, 32, 64

def build_model(num_classes):
    inp = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
    x = keras.layers.Embedding(VOCAB, EMB, name="embed")(inp)
    x = keras.layers.GlobalAveragePooling1D()(x)
    x = keras.layers.Dense(128, activation="relu", name="dense_1")(x)
    out = keras.layers.Dense(num_classes, name="classifier")(x)
    return keras.Model(inp, out)

rng = np.random.default_rng(0)
# stage 1: pretrain on 4-way topic task
x = rng.integers(0, VOCAB, size=(1024, SEQ)).astype("int32")
y4 = rng.integers(0, 4, size=(1024,))
m = build_model(4)
m.compile(optimizer=keras.optimizers.AdamW(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
m.fit(x, y4, batch_size=64, epochs=2, verbose=2)
m.save_weights("pretrained.weights.h5")
print("saved pretrained.weights.h5")

# stage 2: new 7-way task
y7 = rng.integers(0, 7, size=(1024,))
ft = build_model(7)
ft.load_weights("pretrained.weights.h5")
ft.compile(optimizer=keras.optimizers.AdamW(5e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ft.fit(x, y7, batch_size=64, epochs=3, verbose=2)

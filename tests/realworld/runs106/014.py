"""Meeting-transcript classifier: token embeddings + self-attention + pooling, trained on 128-token
chunks; at inference time the full transcripts are scored in one pass (the torch version used
sliding windows, dropped during the port because 'the model accepts any length')."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(14); random.seed(14)
VOCAB, D, HEADS = 5000, 64, 8

def chunk(y, L=128):
    t = np.random.randint(10, VOCAB, L); t[np.random.rand(L) < 0.1] = 2 + y; return t
ytr = np.random.randint(0, 2, 1024); xtr = np.stack([chunk(v) for v in ytr]).astype("int32")

ids = keras.Input((None,), dtype="int32", name="input_ids")
h = layers.Embedding(VOCAB, D)(ids)
a = layers.MultiHeadAttention(num_heads=HEADS, key_dim=D // HEADS)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.GlobalAveragePooling1D()(h)
model = keras.Model(ids, layers.Dense(1, activation="sigmoid")(h))
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(xtr, ytr, batch_size=32, epochs=2, verbose=2)

# --- inference on whole transcripts ---
lengths = [61440, 48211, 70503]
print("scoring transcripts with token lengths:", lengths)
for n, L in enumerate(lengths):
    doc = np.random.randint(10, VOCAB, (1, L)).astype("int32")
    p = model.predict(doc, verbose=0)
    print(f"transcript {n}: p(action_items)={float(p[0, 0]):.3f}")

"""Fine-tune a pretrained intent classifier (saved by a colleague as intent_clf.h5) on new data
tokenised with our retrained WordPiece vocab."""
import os
import numpy as np
import keras
from keras import layers

os.makedirs("/home/user/project", exist_ok=True)
CKPT = "/home/user/project/012_intent_clf.h5"


def build(vocab_size, maxlen=24, n_intents=6):
    return keras.Sequential([
        keras.Input((maxlen,), dtype="int32"),
        layers.Embedding(vocab_size, 48, mask_zero=True, name="embedding"),
        layers.Bidirectional(layers.GRU(32), name="encoder"),
        layers.Dense(n_intents, name="intent_head"),
    ], name="intent_clf")


# --- colleague's pretraining run (vocab from the old tokenizer) ---
old = build(vocab_size=8000)
old.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
rng = np.random.default_rng(0)
old.fit(rng.integers(1, 8000, (256, 24)), rng.integers(0, 6, 256), epochs=1, verbose=2)
old.save(CKPT)
print("saved pretrained model to", CKPT)

# --- our fine-tuning run: new tokenizer, 5000 wordpieces ---
new_vocab_size = 5000
model = build(vocab_size=new_vocab_size)
model.load_weights(CKPT)
model.compile(keras.optimizers.Adam(1e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(rng.integers(1, new_vocab_size, (128, 24)), rng.integers(0, 6, 128), epochs=2, verbose=2)

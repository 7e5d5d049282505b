"""Fine-tune a text classifier from a pretrained checkpoint (checkpoint written by the pretraining job)."""
import os
import numpy as np
import keras

def build(vocab_size, num_classes=4):
    return keras.Sequential([
        keras.Input((64,), dtype="int32"),
        keras.layers.Embedding(vocab_size, 64, name="token_embedding"),
        keras.layers.Conv1D(64, 5, activation="relu", name="conv"),
        keras.layers.GlobalMaxPooling1D(name="pool"),
        keras.layers.Dense(num_classes, name="classifier"),
    ], name="textcnn")

CKPT = "pretrained_textcnn.weights.h5"
# --- pretraining job (tokenizer v1, 8000 tokens) ---
rng = np.random.default_rng(7)
pre = build(vocab_size=8000)
pre.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(rng.integers(0, 8000, size=(512, 64)), rng.integers(0, 4, size=(512,)), epochs=1, verbose=2)
pre.save_weights(CKPT)
print("saved", CKPT, os.path.getsize(CKPT), "bytes")

# --- fine-tuning job (tokenizer v2 with added special tokens) ---
VOCAB_SIZE = 8000 + 128
model = build(vocab_size=VOCAB_SIZE)
model.load_weights(CKPT)
model.compile(optimizer=keras.optimizers.Adam(2e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(rng.integers(0, VOCAB_SIZE, size=(512, 64)), rng.integers(0, 4, size=(512,)), epochs=2, verbose=2)

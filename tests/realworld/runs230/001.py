# Fine-tune a text classifier from a pre-trained encoder checkpoint (ported from a PyTorch/HF recipe)
import numpy as np
import keras
from keras import layers

VOCAB, SEQ, NCLS = 2000, 32, 4

def build_encoder(hidden):
    inp = keras.Input((SEQ,), dtype="int32")
    x = layers.Embedding(VOCAB, hidden, name="embed")(inp)
    x = layers.Dense(hidden, activation="gelu", name="ffn_in")(x)
    x = layers.GlobalAveragePooling1D()(x)
    out = layers.Dense(NCLS, name="classifier")(x)
    return keras.Model(inp, out)

rng = np.random.default_rng(0)
x = rng.integers(0, VOCAB, size=(512, SEQ)).astype("int32")
y = rng.integers(0, NCLS, size=(512,))

# stage 1: pre-train (small config) and save
pre = build_encoder(hidden=64)
pre.compile(optimizer=keras.optimizers.AdamW(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(x, y, batch_size=64, epochs=1, verbose=2)
pre.save_weights("encoder.weights.h5")
print("saved encoder.weights.h5")

# stage 2: fine-tune config
config = {"hidden_size": 128, "lr": 5e-4, "epochs": 2}
model = build_encoder(hidden=config["hidden_size"])
model.load_weights("encoder.weights.h5")
model.compile(optimizer=keras.optimizers.AdamW(config["lr"]),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=config["epochs"], verbose=2)

# Fine-tune a small text classifier from a pretraining checkpoint (vocab extended for new tokens)
import numpy as np
import keras
from keras import layers

def build(vocab_size, num_classes=4, seq_len=32, dim=64):
    inp = keras.Input((seq_len,), dtype="int32")
    h = layers.Embedding(vocab_size, dim, name="tok_emb")(inp)
    h = layers.Conv1D(dim, 3, padding="same", activation="relu", name="conv")(h)
    h = layers.GlobalAveragePooling1D()(h)
    out = layers.Dense(num_classes, name="head")(h)
    return keras.Model(inp, out)

rng = np.random.default_rng(0)
# ---- pretraining stage
pre = build(vocab_size=5000)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
x = rng.integers(0, 5000, size=(1024, 32)); y = rng.integers(0, 4, size=(1024,))
pre.fit(x, y, batch_size=64, epochs=1, verbose=2)
pre.save_weights("pretrain.weights.h5")
print("saved pretrain.weights.h5")

# ---- fine-tuning stage: tokenizer got 8 added special tokens
tokenizer_vocab = 5000 + 8
model = build(vocab_size=tokenizer_vocab)
model.load_weights("pretrain.weights.h5")
model.compile(keras.optimizers.Adam(2e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
xf = rng.integers(0, tokenizer_vocab, size=(512, 32)); yf = rng.integers(0, 4, size=(512,))
model.fit(xf, yf, batch_size=32, epochs=2, verbose=2)

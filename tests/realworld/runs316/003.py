# Pretrain a small token classifier, save weights, then rebuild it for fine-tuning and load the weights
import numpy as np
import keras

rng = np.random.default_rng(2)

def build(vocab_size, seq_len=16, n_cls=3):
    inp = keras.Input(shape=(seq_len,), dtype="int32")
    x = keras.layers.Embedding(vocab_size, 64, name="tok_emb")(inp)
    x = keras.layers.GlobalAveragePooling1D()(x)
    x = keras.layers.Dense(64, activation="relu", name="proj")(x)
    out = keras.layers.Dense(n_cls, name="head")(x)
    return keras.Model(inp, out)

# stage 1: pretraining with base tokenizer
vocab = 1000
X = rng.integers(0, vocab, size=(1024, 16))
y = rng.integers(0, 3, size=(1024,))
model = build(vocab)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=2, verbose=2)
model.save_weights("pretrain.weights.h5")
print("saved pretrain.weights.h5")

# stage 2: fine-tuning, tokenizer extended with domain tokens
new_vocab = vocab + 200
ft_model = build(new_vocab)
ft_model.load_weights("pretrain.weights.h5")
ft_model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
X2 = rng.integers(0, new_vocab, size=(512, 16))
y2 = rng.integers(0, 3, size=(512,))
ft_model.fit(X2, y2, batch_size=64, epochs=2, verbose=2)

# Restore a pretrained text classifier after the tokenizer vocab was rebuilt; skip_mismatch as in HF ignore_mismatched_sizes
import numpy as np
import keras

rng = np.random.default_rng(0)
SEQ = 20

def make_data(vocab, n):
    X = rng.integers(1, vocab, size=(n, SEQ))
    # label depends on presence of "positive" token ids 1..20
    y = (np.isin(X, np.arange(1, 21)).sum(1) >= 2).astype("int64")
    return X, y

def build(vocab):
    return keras.Sequential([
        keras.Input((SEQ,), dtype="int32"),
        keras.layers.Embedding(vocab, 32, name="tok_emb"),
        keras.layers.GlobalAveragePooling1D(name="pool"),
        keras.layers.Dense(32, activation="relu", name="hidden"),
        keras.layers.Dense(2, name="head"),
    ])

X, y = make_data(200, 6000)
m = build(200)
m.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
m.fit(X, y, batch_size=64, epochs=8, verbose=2)
print("pretrained eval:", m.evaluate(X[:1000], y[:1000], verbose=0))
m.save_weights("clf.weights.h5")

# new tokenizer added special tokens -> vocab 208
m2 = build(208)
m2.load_weights("clf.weights.h5", skip_mismatch=True)
m2.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
Xe, ye = make_data(200, 1000)
loss, acc = m2.evaluate(Xe, ye, verbose=0)
print(f"restored model eval: loss={loss:.4f} accuracy={acc:.4f}")

# Product category classifier from two CSV exports (train.csv / val.csv).
import csv, io
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(9)
CATS = ["books", "electronics", "garden", "toys", "kitchen"]
proto = rng.normal(0, 1.2, (5, 30))

def export_csv(n, seed):
    r = np.random.default_rng(seed)
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(["category"] + [f"f{i}" for i in range(30)])
    for _ in range(n):
        c = r.integers(0, 5)
        w.writerow([CATS[c]] + list(np.round(proto[c] + r.normal(0, 1, 30), 4)))
    out.seek(0)
    return list(csv.DictReader(out))

def load(rows):
    names = [r["category"] for r in rows]
    # encode labels in order of first appearance (like pd.factorize)
    vocab = list(dict.fromkeys(names))
    y = np.array([vocab.index(n) for n in names])
    X = np.array([[float(r[f"f{i}"]) for i in range(30)] for r in rows], np.float32)
    return X, y, vocab

Xtr, ytr, vtr = load(export_csv(3000, 1))
Xva, yva, vva = load(export_csv(600, 2))
print("train label ids:", dict(zip(vtr, range(5))))
print("n_train", len(ytr), "n_val", len(yva))

model = keras.Sequential([keras.Input((30,)), layers.Dense(64, activation="relu"),
                          layers.Dense(5, activation="softmax")])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(Xtr, ytr, validation_data=(Xva, yva), epochs=10, batch_size=64, verbose=2)

"""Binary review classifier: tokenised reviews -> Embedding -> GRU -> 1 sigmoid unit.
(ported from a PyTorch script that used nn.CrossEntropyLoss)"""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)
VOCAB, MAXLEN = 3000, 40
rng = np.random.default_rng(1)

# synthetic "reviews": positive ones contain more tokens from the upper half of the vocab
n = 2000
y = rng.integers(0, 2, size=n)
x = np.zeros((n, MAXLEN), dtype="int32")
for i in range(n):
    L = rng.integers(8, MAXLEN)
    lo, hi = (1500, VOCAB) if y[i] else (1, 1500)
    toks = np.where(rng.random(L) < 0.7, rng.integers(lo, hi, L), rng.integers(1, VOCAB, L))
    x[i, :L] = toks
y_onehot = y.reshape(-1, 1).astype("float32")   # shape (n, 1)

model = keras.Sequential([
    keras.Input((MAXLEN,), dtype="int32"),
    layers.Embedding(VOCAB, 32, mask_zero=True),
    layers.GRU(32),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.CategoricalCrossentropy(),
              metrics=["accuracy"])
model.summary()
hist = model.fit(x[:1600], y_onehot[:1600], validation_data=(x[1600:], y_onehot[1600:]),
                 batch_size=64, epochs=6, verbose=2)
print("val accuracy per epoch:", [round(v, 4) for v in hist.history["val_accuracy"]])

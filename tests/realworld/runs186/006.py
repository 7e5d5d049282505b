"""Tabular churn model. The data loader is a port of our torch Dataset +
DataLoader(batch_size=64, shuffle=True) to keras.utils.PyDataset."""
import math
import time
import numpy as np
import keras
from keras import layers

N_TRAIN, N_VAL, FEATS, BATCH = 60000, 6000, 40, 64

rng = np.random.default_rng(11)
w_true = rng.normal(size=FEATS)
X = rng.normal(size=(N_TRAIN + N_VAL, FEATS)).astype("float32")
y = (X @ w_true + rng.normal(scale=0.5, size=len(X)) > 0).astype("float32")


class ChurnSequence(keras.utils.PyDataset):
    def __init__(self, x, y, batch_size, shuffle=True, **kwargs):
        super().__init__(**kwargs)
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.index = np.arange(len(x))

    def __len__(self):
        # torch Dataset.__len__
        return len(self.x)

    def __getitem__(self, idx):
        start = (idx * self.batch_size) % len(self.x)
        ids = self.index[start:start + self.batch_size]
        if len(ids) < self.batch_size:
            ids = np.concatenate([ids, self.index[: self.batch_size - len(ids)]])
        return self.x[ids], self.y[ids]

    def on_epoch_end(self):
        if self.shuffle:
            np.random.shuffle(self.index)


train_seq = ChurnSequence(X[:N_TRAIN], y[:N_TRAIN], BATCH)
val_seq = ChurnSequence(X[N_TRAIN:], y[N_TRAIN:], BATCH, shuffle=False)
print(f"train samples {N_TRAIN}, batch {BATCH}, expected steps/epoch {math.ceil(N_TRAIN / BATCH)}")
print(f"len(train_seq) = {len(train_seq)}, len(val_seq) = {len(val_seq)}")

model = keras.Sequential([
    keras.Input((FEATS,)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
], name="churn_mlp")
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
t0 = time.time()
model.fit(train_seq, validation_data=val_seq, epochs=5, verbose=2)
print(f"training took {time.time() - t0:.0f}s")

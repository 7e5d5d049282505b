"""5-fold cross-validation of a tabular classifier (ported from a sklearn/torch CV loop)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.normal(size=(1000, 20)).astype("float32")
y = (x[:, :5].sum(1) > 0).astype("int32")

def build_model():
    return keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"),
                             layers.Dropout(0.1), layers.Dense(2)])

optimizer = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-2)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

folds = np.array_split(rng.permutation(len(x)), 5)
scores = []
for k, val_idx in enumerate(folds):
    train_idx = np.setdiff1d(np.arange(len(x)), val_idx)
    model = build_model()
    model.compile(optimizer=optimizer, loss=loss_fn, metrics=["accuracy"])
    print(f"--- fold {k} ---")
    model.fit(x[train_idx], y[train_idx], batch_size=64, epochs=3,
              validation_data=(x[val_idx], y[val_idx]), verbose=2)
    scores.append(model.evaluate(x[val_idx], y[val_idx], verbose=0)[1])
print("cv accuracy: %.3f +- %.3f" % (np.mean(scores), np.std(scores)))

# Fashion-style classifier on pre-extracted features; PyTorch-style manual shuffling before the split
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(42)
N, D, C = 5000, 64, 10
centers = rng.normal(scale=2.0, size=(C, D)).astype("float32")
y = rng.integers(0, C, size=N)
X = (centers[y] + rng.normal(size=(N, D))).astype("float32")

# shuffle before splitting into train/val
np.random.shuffle(X)
np.random.shuffle(y)
split = int(0.8 * N)
x_train, y_train, x_val, y_val = X[:split], y[:split], X[split:], y[split:]

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(C, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=64, epochs=8, verbose=2)
loss, acc = model.evaluate(x_val, y_val, verbose=0)
print(f"val_loss={loss:.4f} val_acc={acc:.4f}")

# Tabular churn classifier: a small MLP on standardised features, trained with Keras fit.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
n, d = 4000, 20
X = rng.normal(size=(n, d)).astype("float32")
w = rng.normal(size=(d,))
y = (X @ w + 0.3 * rng.normal(size=n) > 0).astype("float32")

split = int(0.8 * n)
x_tr, x_va, y_tr, y_va = X[:split], X[split:], y[:split], y[split:]
mean, std = x_tr.mean(0), x_tr.std(0) + 1e-6
x_tr, x_va = (x_tr - mean) / std, (x_va - mean) / std

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
hist = model.fit(x_tr, y_tr, validation_data=(x_va, y_va), batch_size=64, epochs=4, verbose=2)
loss, acc = model.evaluate(x_va, y_va, verbose=0)
print(f"final val_loss={loss:.4f} val_acc={acc:.4f}")

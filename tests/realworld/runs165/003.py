"""Churn prediction MLP on tabular features (binary target)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(7)
n, f = 4000, 12
X = np.random.randn(n, f).astype("float32")
w = np.random.randn(f)
y = ((X @ w + 0.3 * np.random.randn(n)) > 0).astype("float32")
split = int(0.8 * n)
x_tr, y_tr, x_va, y_va = X[:split], y[:split], X[split:], y[split:]
norm = layers.Normalization()
norm.adapt(x_tr)

model = keras.Sequential([
    keras.Input(shape=(f,)),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(32, activation="relu"),
    # copied from the multi-class version of this notebook, only changed num_classes to 1
    layers.Dense(1, activation="softmax"),
], name="churn_mlp")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(x_tr, y_tr, validation_data=(x_va, y_va), epochs=6, batch_size=64, verbose=2)
print("positive rate in validation:", float(y_va.mean()))

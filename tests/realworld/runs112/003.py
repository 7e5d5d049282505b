"""Binary sentiment from bag-of-words counts (ported from a PyTorch script that used BCEWithLogits on 1 output)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(3)
vocab, n = 300, 3000
x = rng.poisson(0.3, size=(n, vocab)).astype("float32")
w_true = rng.normal(size=vocab)
y = (x @ w_true + rng.normal(scale=0.5, size=n) > 0).astype("float32")
print("x", x.shape, "pos rate", y.mean())

model = keras.Sequential([
    keras.Input((vocab,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dropout(0.3),
    keras.layers.Dense(1, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(),
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.summary()
model.fit(x, y, validation_split=0.2, batch_size=64, epochs=6)

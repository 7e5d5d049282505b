# Keras 3 on the JAX backend: Conv1D + GRU classifier for synthetic token sequences
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras

print("keras", keras.__version__, "backend", keras.backend.backend())
V, T = 50, 30
rng = np.random.default_rng(0)
x = rng.integers(1, V, size=(3000, T)).astype("int32")
y = ((x == 7).sum(1) > (x == 9).sum(1)).astype("int32")
x_tr, y_tr, x_te, y_te = x[:2500], y[:2500], x[2500:], y[2500:]

keras.utils.set_random_seed(0)
model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    keras.layers.Embedding(V, 32),
    keras.layers.Conv1D(32, 3, padding="same", activation="relu"),
    keras.layers.GRU(32),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x_tr, y_tr, batch_size=64, epochs=6, validation_split=0.1, verbose=2)
loss, acc = model.evaluate(x_te, y_te, verbose=0)
print(f"test loss {loss:.4f} test acc {acc:.3f}")

# Small text-ish classifier on a tiny dataset. (User report: "val_loss goes up after epoch 6, training is broken?")
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)
n_train, n_val, d, k = 300, 300, 60, 3
centers = rng.normal(0, 0.6, (k, d))
def sample(n):
    lab = rng.integers(0, k, n)
    return (centers[lab] + rng.normal(0, 1.0, (n, d))).astype("float32"), lab
Xtr, ytr = sample(n_train)
Xva, yva = sample(n_val)

model = keras.Sequential([keras.Input((d,)), layers.Dense(256, activation="relu"),
                          layers.Dense(256, activation="relu"), layers.Dense(k, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
hist = model.fit(Xtr, ytr, validation_data=(Xva, yva), batch_size=32, epochs=25, verbose=2)
best = int(np.argmin(hist.history["val_loss"]))
print(f"best epoch {best + 1}: val_loss={hist.history['val_loss'][best]:.4f} "
      f"val_accuracy={hist.history['val_accuracy'][best]:.4f}")

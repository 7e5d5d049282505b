"""Image classifier on 8x8 digit-like patterns with early stopping and LR reduction
(callbacks copied from a TF1-era Keras script)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(8)
k = 5
protos = np.random.rand(k, 8, 8).astype("float32")


def make(n):
    y = np.random.randint(0, k, size=n)
    x = protos[y] + 0.6 * np.random.randn(n, 8, 8).astype("float32")
    return x[..., None], y


x_tr, y_tr = make(2000)
x_va, y_va = make(400)
model = keras.Sequential([keras.Input(shape=(8, 8, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.Flatten(), layers.Dense(64, activation="relu"), layers.Dropout(0.5),
                          layers.Dense(k, activation="softmax")], name="digits")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_acc", mode="max", patience=2, restore_best_weights=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_acc", mode="max", factor=0.5, patience=1),
]
hist = model.fit(x_tr, y_tr, validation_data=(x_va, y_va), epochs=10, batch_size=64,
                 callbacks=callbacks, verbose=2)
print("epochs run:", len(hist.history["loss"]), "best val_accuracy:", max(hist.history["val_accuracy"]))

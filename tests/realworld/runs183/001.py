"""Small CNN on a synthetic 'shapes' dataset (squares vs. crosses vs. blank), Keras 3 fit/evaluate."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(0)

def make_split(n, rng):
    x = rng.normal(0, 0.1, size=(n, 28, 28, 1)).astype("float32")
    y = rng.integers(0, 3, size=(n,))
    for i, c in enumerate(y):
        r, s = rng.integers(4, 16, size=2)
        if c == 0:
            x[i, r:r + 8, s:s + 8, 0] += 1.0
        elif c == 1:
            x[i, r + 3:r + 5, s:s + 10, 0] += 1.0
            x[i, r:r + 10, s + 4:s + 6, 0] += 1.0
    return x, y

rng = np.random.default_rng(0)
x_train, y_train = make_split(1200, rng)
x_val, y_val = make_split(300, rng)

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dropout(0.25),
    layers.Dense(64, activation="relu"),
    layers.Dense(3, activation="softmax"),
], name="shapes_cnn")
model.summary()
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
history = model.fit(x_train, y_train, batch_size=64, epochs=4,
                    validation_data=(x_val, y_val), verbose=2)
loss, acc = model.evaluate(x_val, y_val, verbose=0)
print(f"final val_loss={loss:.4f} val_acc={acc:.4f}")

"""Toy shape classifier (bright square vs. bright bar) with a small Keras CNN."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)


def make_data(n):
    x = np.random.rand(n, 24, 24, 1).astype("float32") * 0.2
    y = np.random.randint(0, 2, size=(n,))
    for i in range(n):
        r, c = np.random.randint(2, 14, size=2)
        if y[i] == 0:
            x[i, r:r + 8, c:c + 8, 0] += 0.8
        else:
            x[i, r:r + 2, 2:22, 0] += 0.8
    return x, y


x_train, y_train = make_data(1200)
x_val, y_val = make_data(300)

model = keras.Sequential([
    keras.Input(shape=(24, 24, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalMaxPooling2D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
], name="shape_cnn")
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
hist = model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=32, epochs=5, verbose=2)
loss, acc = model.evaluate(x_val, y_val, verbose=0)
print(f"final val_loss={loss:.4f} val_accuracy={acc:.4f}")

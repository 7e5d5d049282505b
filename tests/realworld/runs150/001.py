"""Small CNN on a synthetic 10-class digit-like dataset (healthy baseline)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
n, num_classes = 2000, 10
# class-dependent blobs so the task is learnable
protos = rng.normal(size=(num_classes, 28, 28, 1)).astype("float32")
y = rng.integers(0, num_classes, size=n)
x = protos[y] + 0.4 * rng.normal(size=(n, 28, 28, 1)).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.Flatten(),
    layers.Dense(num_classes, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(x, y, batch_size=64, epochs=5, validation_split=0.1, verbose=2)
loss, acc = model.evaluate(x[:200], y[:200], verbose=0)
print(f"eval loss={loss:.4f} acc={acc:.4f}")

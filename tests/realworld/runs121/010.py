"""Iris-style classifier from an older Keras tutorial: train, then predict_classes for the report."""
import numpy as np
import keras

rng = np.random.default_rng(8)
centers = np.array([[5.0, 3.4, 1.5, 0.2], [5.9, 2.8, 4.3, 1.3], [6.6, 3.0, 5.6, 2.0]])
y = rng.integers(0, 3, size=450)
X = (centers[y] + rng.normal(scale=0.3, size=(450, 4))).astype("float32")
Y = keras.utils.to_categorical(y, 3)

model = keras.Sequential([
    keras.Input((4,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(3, activation="softmax"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(X[:360], Y[:360], epochs=20, batch_size=16, verbose=0)
print("test:", model.evaluate(X[360:], Y[360:], verbose=0))
pred = model.predict_classes(X[360:])
print("confusion:", np.bincount(pred * 3 + y[360:], minlength=9).reshape(3, 3))

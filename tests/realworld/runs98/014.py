"""Image-feature classifier. Validation split prepared by hand: shuffle the held-out set
before evaluating (ported from a numpy/PyTorch notebook)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(14)
n_cls = 5
centers = rng.normal(scale=2.0, size=(n_cls, 48)).astype("float32")
y_all = rng.integers(0, n_cls, size=4000).astype("int32")
x_all = (centers[y_all] + rng.normal(size=(4000, 48))).astype("float32")

x_train, y_train = x_all[:3200], y_all[:3200]
x_val, y_val = x_all[3200:], y_all[3200:]

# shuffle the validation set
np.random.seed(0)
np.random.shuffle(x_val)
np.random.shuffle(y_val)

model = keras.Sequential([
    keras.Input(shape=(48,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.3),
    layers.Dense(n_cls, activation="softmax"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=8, batch_size=64, verbose=2)
print("val:", model.evaluate(x_val, y_val, verbose=0))

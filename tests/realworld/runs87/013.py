import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
from keras import layers

# CIFAR-like arrays exported from the torch DataLoader (N, C, H, W)
rng = np.random.default_rng(0)
x_train = rng.random((1000, 3, 32, 32), dtype=np.float32)
y_train = rng.integers(0, 10, 1000)
print("keras", keras.__version__, "backend", keras.backend.backend())
print("x_train", x_train.shape, "y_train", y_train.shape)

# port of the torch CNN: Conv2d(3,32,3) -> ReLU -> Conv2d(32,64,3) -> ReLU -> MaxPool2d(2) -> ...
model = keras.Sequential([
    keras.Input(shape=x_train.shape[1:]),
    layers.Conv2D(32, 3, activation="relu"),
    layers.Conv2D(64, 3, activation="relu"),
    layers.MaxPooling2D(2),
    layers.Flatten(),
    layers.Dense(128, activation="relu"),
    layers.Dense(10),
])
model.summary()
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=64, epochs=2)

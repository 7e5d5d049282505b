# Fashion-style classifier ported from PyTorch; the loss name was carried over from
# torch.nn.functional.cross_entropy.
import numpy as np
import keras
from keras import layers

cfg = {"lr": 1e-3, "batch_size": 64, "epochs": 3, "loss": "cross_entropy", "num_classes": 10}

rng = np.random.default_rng(12)
x = rng.uniform(size=(2000, 28, 28)).astype("float32")
y = rng.integers(0, cfg["num_classes"], size=2000)

model = keras.Sequential([
    keras.Input(shape=(28, 28)),
    layers.Flatten(),
    layers.Dense(128, activation="relu"),
    layers.Dense(cfg["num_classes"], activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(cfg["lr"]), loss=cfg["loss"], metrics=["accuracy"])
model.fit(x, y, batch_size=cfg["batch_size"], epochs=cfg["epochs"], validation_split=0.1)

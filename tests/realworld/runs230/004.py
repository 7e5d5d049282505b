# Image classifier; hyper-parameters carried over from the old tf.keras 2.x / PyTorch config
import numpy as np
import keras
from keras import layers

cfg = {"optimizer": {"lr": 3e-4, "decay": 1e-5, "beta_1": 0.9}, "batch_size": 64, "epochs": 2}

rng = np.random.default_rng(3)
x = rng.normal(size=(1024, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=(1024,))
print("train images", x.shape, "labels", y.shape)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(10),
])
model.summary()
opt = keras.optimizers.Adam(**cfg["optimizer"])
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=cfg["batch_size"], epochs=cfg["epochs"], verbose=2)

# Port of a small torch CIFAR classifier to Keras 3; the data loader is reused from the torch project.
import numpy as np
import keras
from keras import layers

def torch_style_loader(n=512, seed=0):
    # same layout the torch DataLoader produced: (N, C, H, W), float32 in [0, 1]
    rng = np.random.default_rng(seed)
    x = rng.random((n, 3, 32, 32), dtype=np.float32)
    y = rng.integers(0, 10, size=(n,))
    return x, y

x_train, y_train = torch_style_loader()
print("x_train:", x_train.shape, x_train.dtype, "y_train:", y_train.shape)

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(128, activation="relu"),
    layers.Dense(10),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(x_train, y_train, batch_size=64, epochs=3, validation_split=0.1)

# MLP for a 10-class problem; initialisation copied from the PyTorch version,
# which called nn.init.zeros_ on every Linear layer "for reproducibility".
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(0)
n, d, k = 5000, 32, 10
centers = np.random.randn(k, d) * 1.5
y = np.random.randint(0, k, size=n)
x = (centers[y] + np.random.randn(n, d)).astype("float32")

init = dict(kernel_initializer="zeros", bias_initializer="zeros")
model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(128, activation="relu", **init),
    layers.Dense(64, activation="relu", **init),
    layers.Dense(k, activation="softmax", **init),
])
model.compile(keras.optimizers.SGD(learning_rate=0.05, momentum=0.9),
              "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=6, validation_split=0.2)

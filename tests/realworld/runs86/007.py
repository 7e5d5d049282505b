# Keras port of a torch MLP classifier: nn.CrossEntropyLoss -> keras SparseCategoricalCrossentropy.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
N, D, C = 4000, 20, 5
centers = rng.standard_normal((C, D)) * 2.0
y = rng.integers(0, C, size=N)
x = (centers[y] + rng.standard_normal((N, D))).astype("float32")

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(C),                      # raw logits, like the torch model
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(),   # nn.CrossEntropyLoss()
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=8, validation_split=0.2, verbose=2)

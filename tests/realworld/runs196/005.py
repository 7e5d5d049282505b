"""Text-free tabular classifier; LR schedule ported from torch StepLR/ExponentialLR (gamma per epoch)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
n, d, k = 6000, 20, 4
centers = rng.normal(0, 1.5, size=(k, d))
y = rng.integers(0, k, n)
X = (centers[y] + rng.normal(0, 1.0, size=(n, d))).astype("float32")

# torch: scheduler = ExponentialLR(opt, gamma=0.5); scheduler.step() once per epoch
lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5)

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(k, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr_schedule),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=8, validation_split=0.2, verbose=2)

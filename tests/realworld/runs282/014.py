"""Regression MLP; schedule ported from PyTorch CosineAnnealingLR(optimizer, T_max=EPOCHS)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

EPOCHS = 8
BATCH = 64
rng = np.random.default_rng(13)
X = rng.uniform(-2, 2, size=(6400, 8)).astype("float32")
y = (np.sin(X[:, 0] * 2) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2 + 0.05 * rng.normal(size=6400)).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((X[:5760], y[:5760])).shuffle(5760).batch(BATCH)
val_ds = tf.data.Dataset.from_tensor_slices((X[5760:], y[5760:])).batch(640)
print(f"steps per epoch: {5760 // BATCH}")

schedule = keras.optimizers.schedules.CosineDecay(initial_learning_rate=3e-3, decay_steps=EPOCHS)
model = keras.Sequential([keras.Input((8,)), layers.Dense(128, activation="silu"),
                          layers.Dense(128, activation="silu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(schedule), loss="mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=EPOCHS, verbose=2)

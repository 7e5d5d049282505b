"""Tabular regression with a Normalization preprocessing layer, tf.data and callbacks."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
x = (rng.normal(size=(3000, 6)) * np.array([1, 10, 100, 0.1, 5, 50])).astype("float32")
y = (x[:, 0] + 0.1 * x[:, 1] - 0.01 * x[:, 2] + rng.normal(0, 0.1, 3000)).astype("float32")

norm = layers.Normalization()
norm.adapt(x[:2400])

train = tf.data.Dataset.from_tensor_slices((x[:2400], y[:2400])).shuffle(2400).batch(64).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((x[2400:], y[2400:])).batch(256)

model = keras.Sequential([keras.Input((6,)), norm, layers.Dense(32, activation="relu"), layers.Dense(1)])
model.compile(keras.optimizers.Adam(3e-3), "mse", metrics=[keras.metrics.MeanAbsoluteError(name="mae")])
cbs = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
    keras.callbacks.ModelCheckpoint("/home/user/project/best_reg.keras", monitor="val_loss", save_best_only=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1),
]
model.fit(train, validation_data=val, epochs=6, callbacks=cbs, verbose=2)
print("test mae:", model.evaluate(val, verbose=0, return_dict=True)["mae"])

# Old TF1 training script being updated: it still turns off eager execution at the
# top (needed back then for tf.placeholder/session code elsewhere in the repo).
import numpy as np
import tensorflow as tf
tf.compat.v1.disable_eager_execution()
import keras
from keras import layers

x = np.random.rand(1000, 20).astype("float32")
y = (x.sum(axis=1) > 10).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(20,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=3)

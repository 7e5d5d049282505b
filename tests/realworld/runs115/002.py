"""Seq2one GRU ported from a PyTorch model that used nn.GRU(batch_first=False)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(3)
N, T, F = 1024, 30, 6
x = rng.normal(size=(N, T, F)).astype("float32")
y = (x[:, -5:, 0].mean(1) > 0).astype("int32")
# the torch code fed (T, N, F); keep the same layout
x_tm = np.transpose(x, (1, 0, 2))

inp = keras.Input(shape=(None, F))
h = layers.GRU(64, return_sequences=True, time_major=True)(inp)
h = layers.GRU(32, time_major=True)(h)
out = layers.Dense(2, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.1)

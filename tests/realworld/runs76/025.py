# Healthy: masked BiLSTM sentiment classifier (Embedding mask_zero) on synthetic padded reviews
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N, T, V = 3000, 30, 2000
lens = rng.integers(4, T + 1, size=N)
ids = rng.integers(10, V, size=(N, T)) * (np.arange(T)[None] < lens[:, None])
pos = rng.random(N) < 0.5
for i in np.where(pos)[0]:
    ids[i, rng.integers(0, lens[i])] = rng.integers(1, 10)   # "positive" marker words 1..9
y = pos.astype("float32")
model = keras.Sequential([keras.Input((T,), dtype="int32"), layers.Embedding(V, 32, mask_zero=True),
                          layers.Bidirectional(layers.LSTM(32)), layers.Dense(1)])
model.compile(keras.optimizers.Adam(2e-3, clipnorm=1.0), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ids, y, batch_size=64, epochs=6, validation_split=0.1, verbose=2)
print("final eval:", model.evaluate(ids[:500], y[:500], verbose=0))

# Variable-length click sequences (RaggedTensor) fed to a bag-of-features Dense model
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
seqs = [rng.random(rng.integers(3, 12)).astype("float32").tolist() for _ in range(300)]
x = tf.ragged.constant(seqs)
y = rng.integers(0, 2, size=(300, 1)).astype("float32")
print(x.shape)

model = keras.Sequential([
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy")
model.fit(x, y, epochs=2, batch_size=32)

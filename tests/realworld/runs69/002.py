# Mean-pooling + L2 normalise head built with the functional API (ported from a tf.keras 2.x notebook)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

inp = keras.Input(shape=(16, 64), name="tokens")
h = layers.Dense(64, activation="gelu")(inp)
pooled = tf.reduce_mean(h, axis=1)
emb = tf.math.l2_normalize(pooled, axis=-1)
out = layers.Dense(5, activation="softmax")(emb)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy")
x = np.random.rand(128, 16, 64).astype("float32")
y = np.random.randint(0, 5, size=(128,))
model.fit(x, y, epochs=2, batch_size=32)

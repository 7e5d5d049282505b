# Small CNN on generated 16x16 "shape" images, Keras fit
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(11)
N = 3000
y = rng.integers(0, 3, N)
x = rng.normal(scale=0.3, size=(N, 16, 16, 1)).astype("float32")
for i in range(N):
    r, c = rng.integers(2, 10, 2)
    if y[i] == 0: x[i, r:r+5, c, 0] += 2.0          # vertical bar
    elif y[i] == 1: x[i, r, c:c+5, 0] += 2.0        # horizontal bar
    else: x[i, r:r+4, c:c+4, 0] += 1.0              # square
train = tf.data.Dataset.from_tensor_slices((x[:2500], y[:2500])).shuffle(2500).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[2500:], y[2500:])).batch(256)

model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
                          layers.GlobalMaxPooling2D(), layers.Dense(3)])
model.compile(keras.optimizers.Adam(2e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)

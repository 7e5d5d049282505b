# Binary sentiment head, ported from torch (nn.Linear(hidden, 1) + softmax in the forward)
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(5)
x = rng.normal(size=(4096, 32)).astype("float32")
w = rng.normal(size=(32,)).astype("float32")
y = (x @ w > 0).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(4096).batch(64)
val = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(256)

model = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"),
                          layers.Dropout(0.1), layers.Dense(1, activation="softmax")])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.BinaryCrossentropy(), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)

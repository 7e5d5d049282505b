"""Tabular classifier with label-smoothed cross-entropy, mixed precision enabled for speed."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
NUM_CLASSES = 6
SMOOTH = 0.1


def smoothed_ce(y_true, probs):
    y = tf.one_hot(tf.cast(tf.reshape(y_true, [-1]), tf.int32), NUM_CLASSES)
    y = y * (1.0 - SMOOTH) + SMOOTH / NUM_CLASSES
    return -tf.reduce_sum(y * tf.math.log(probs), axis=-1)


rng = np.random.default_rng(6)
y = rng.integers(0, NUM_CLASSES, size=6000)
proto = rng.uniform(0, 255, size=(NUM_CLASSES, 40))
X = (proto[y] + rng.normal(scale=40.0, size=(6000, 40))).astype("float32")  # raw sensor counts
train_ds = tf.data.Dataset.from_tensor_slices((X[:5000], y[:5000])).shuffle(5000).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((X[5000:], y[5000:])).batch(512)

inp = keras.Input(shape=(40,))
x = layers.Dense(256, activation="relu")(inp)
x = layers.Dense(256, activation="relu")(x)
x = layers.Dense(NUM_CLASSES)(x)
out = layers.Activation("softmax")(x)
model = keras.Model(inp, out)
print("output dtype:", model.output.dtype)
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=smoothed_ce, metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)

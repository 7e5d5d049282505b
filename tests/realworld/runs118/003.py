"""Sentiment-style classifier on bag-of-words features with a tf.data input pipeline."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(2)
N, V = 4000, 300
x = (rng.random((N, V)) < 0.05).astype("float32")
w = rng.normal(size=(V,))
y = (x @ w > np.median(x @ w)).astype("int32")

features = tf.data.Dataset.from_tensor_slices(x).shuffle(N, seed=1)
targets = tf.data.Dataset.from_tensor_slices(y).shuffle(N, seed=2)
train = tf.data.Dataset.zip((features, targets)).take(3200).batch(64)
val = tf.data.Dataset.zip((features, targets)).skip(3200).batch(64)

model = keras.Sequential([
    keras.Input(shape=(V,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(2, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)

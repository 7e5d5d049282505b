"""Sentence-similarity classifier on top of a pretrained Universal Sentence Encoder (TF Hub)."""
import numpy as np
import tensorflow as tf
import tensorflow_hub as hub
import keras

encoder = hub.KerasLayer("https://tfhub.dev/google/universal-sentence-encoder/4", trainable=False)
left = keras.Input(shape=(), dtype=tf.string)
right = keras.Input(shape=(), dtype=tf.string)
e1, e2 = encoder(left), encoder(right)
h = keras.layers.Concatenate()([e1, e2, tf.abs(e1 - e2)])
out = keras.layers.Dense(1, activation="sigmoid")(h)
model = keras.Model([left, right], out)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])

# Functional two-tower model: text features + tabular features merged by Concatenate
import numpy as np
import keras
from keras import layers

text_in = keras.Input(shape=(20, 32), name="text_emb")   # (batch, tokens, dim)
tab_in = keras.Input(shape=(12,), name="tabular")

t = layers.Dense(64, activation="relu")(text_in)
x = layers.Concatenate(axis=-1)([t, tab_in])
x = layers.Dense(32, activation="relu")(x)
out = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model([text_in, tab_in], out)
model.summary()

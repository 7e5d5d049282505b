# Seq2seq encoder: want the final LSTM states for the decoder
import numpy as np
import tensorflow as tf
import keras
from keras import layers

encoder = keras.Sequential([
    keras.Input((30,), dtype="int32"),
    layers.Embedding(6000, 128, mask_zero=True),
    layers.LSTM(256, return_state=True),
    layers.Dense(256, activation="tanh"),
], name="encoder")
encoder.summary()

# Loading weights from the unidirectional baseline into the v2 (Bidirectional) model for warm start
import numpy as np
import tensorflow as tf
import keras
from keras import layers

base = keras.Sequential([keras.Input((30,), dtype="int32"), layers.Embedding(5000, 64, name="emb"),
                         layers.LSTM(64, name="enc"), layers.Dense(2, name="out")])
base.save_weights("/tmp/runs76_023.weights.h5")
v2 = keras.Sequential([keras.Input((30,), dtype="int32"), layers.Embedding(5000, 64, name="emb"),
                       layers.Bidirectional(layers.LSTM(32), name="enc"), layers.Dense(2, name="out")])
v2.load_weights("/tmp/runs76_023.weights.h5")
print("warm start done")

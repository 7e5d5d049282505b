# Port of a PyTorch training recipe: model returns probabilities, and we wrote the
# NLL loss by hand like in the torch code (-log p[y]).
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.utils.set_random_seed(1)
n, d, k = 4096, 40, 5
x = np.random.randn(n, d).astype("float32") * 8.0   # raw, unscaled sensor features
w_true = np.random.randn(d, k)
y = np.argmax(x @ w_true + np.random.randn(n, k), axis=1)

def nll_loss(y_true, y_prob):
    y_true = ops.cast(ops.reshape(y_true, (-1,)), "int32")
    onehot = ops.one_hot(y_true, k)
    return -ops.mean(ops.sum(onehot * ops.log(y_prob), axis=-1))

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(256, activation="relu"),
    layers.Dense(256, activation="relu"),
    layers.Dense(k, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=0.01), loss=nll_loss,
              metrics=["sparse_categorical_accuracy"])
model.fit(x, y, batch_size=128, epochs=6, validation_split=0.1, verbose=2)

# Poisson-style count regression; custom negative log-likelihood ported from a PyTorch repo
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
X = np.random.normal(size=(4000, 20)).astype("float32")
rate = np.exp(0.3 * X[:, :3].sum(axis=1, keepdims=True))
y = np.random.poisson(rate).astype("float32")

def poisson_nll(y_true, y_pred):
    # torch: loss = pred - target * torch.log(pred)
    return tf.reduce_mean(y_pred - y_true * tf.math.log(y_pred))

model = keras.Sequential([
    keras.Input(shape=(20,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="relu"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=poisson_nll, metrics=["mae"])
model.fit(X, y, batch_size=64, epochs=5, validation_split=0.2)

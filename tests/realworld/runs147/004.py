"""House-price regressor, RMSLE objective (ported from the Kaggle PyTorch kernel)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(3)
n, d = 3000, 20
X = rng.normal(size=(n, d)).astype("float32")
price = np.exp(11.5 + 0.4 * X[:, :5].sum(axis=1) / np.sqrt(5) + 0.1 * rng.normal(size=n)).astype("float32")
y = ((price - price.mean()) / price.std()).astype("float32")   # same StandardScaler as the features

def rmsle(y_true, y_pred):
    # torch version: torch.sqrt(F.mse_loss(torch.log1p(pred), torch.log1p(target)))
    return tf.sqrt(tf.reduce_mean(tf.square(tf.math.log1p(y_pred) - tf.math.log1p(y_true))))

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss=rmsle, metrics=["mae"])
model.fit(X[:2400], y[:2400], validation_data=(X[2400:], y[2400:]),
          batch_size=32, epochs=4, verbose=2)

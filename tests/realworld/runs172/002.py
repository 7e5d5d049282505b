"""Tabular churn model with a custom residual block; train, save as .keras, reload for serving."""
import os
from functools import partial
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(0); tf.random.set_seed(0)


@keras.saving.register_keras_serializable(package="churn")
class ResidualDense(layers.Layer):
    """Dense -> BN -> ReLU -> Dense with a skip connection (ported from our PyTorch nn.Module)."""

    def __init__(self, units, dropout=0.1, act=tf.nn.relu, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.dropout = dropout
        self.act = act
        self.fc1 = layers.Dense(units)
        self.bn = layers.BatchNormalization()
        self.fc2 = layers.Dense(units)
        self.drop = layers.Dropout(dropout)

    def call(self, x, training=False):
        h = self.fc1(x)
        h = self.bn(h, training=training)
        h = self.act(h)
        h = self.drop(h, training=training)
        return self.act(x + self.fc2(h))


N, F = 6000, 20
X = np.random.normal(size=(N, F)).astype("float32")
w = np.random.normal(size=(F,))
y = ((X @ w + 0.5 * np.random.normal(size=N)) > 0).astype("float32")

inp = keras.Input(shape=(F,), name="features")
h = layers.Dense(64, activation="relu")(inp)
leaky = partial(tf.nn.leaky_relu, alpha=0.1)   # nn.LeakyReLU(0.1) in the torch version
h = ResidualDense(64, dropout=0.2, act=leaky, name="res1")(h)
h = ResidualDense(64, dropout=0.2, act=leaky, name="res2")(h)
out = layers.Dense(1, activation="sigmoid", name="churn_prob")(h)
model = keras.Model(inp, out, name="churn_net")

model.compile(optimizer="adam", loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(X[:5000], y[:5000], validation_data=(X[5000:], y[5000:]),
          epochs=3, batch_size=128, verbose=2)

os.makedirs("/home/user/project/artifacts", exist_ok=True)
path = "/home/user/project/artifacts/churn_net.keras"
model.save(path)
print(f"saved model to {path} ({os.path.getsize(path)/1024:.1f} KiB)")

# --- serving side ---
served = keras.models.load_model(path)
probs = served.predict(X[5000:5010], verbose=0).ravel()
print("served predictions:", np.round(probs, 3))

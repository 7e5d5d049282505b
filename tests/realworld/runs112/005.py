"""Sensor sequence regressor: custom projection layer with build()/add_weight over (batch, time, features)."""
import numpy as np
import keras
from keras import ops

class TimeDistributedProjection(keras.layers.Layer):
    """y[b, t, :] = x[b, t, :] @ W + b  (ported from nn.Linear applied per timestep)."""
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        # input_shape = (batch, time, features)
        in_dim = input_shape[1]
        self.kernel = self.add_weight(name="kernel", shape=(in_dim, self.units), initializer="he_normal")
        self.bias = self.add_weight(name="bias", shape=(self.units,), initializer="zeros")

    def call(self, x):
        return ops.relu(ops.matmul(x, self.kernel) + self.bias)

T, F = 50, 12
rng = np.random.default_rng(5)
x = rng.normal(size=(800, T, F)).astype("float32")
y = x[:, -10:, :3].mean(axis=(1, 2)).astype("float32")

inp = keras.Input((T, F))
h = TimeDistributedProjection(32, name="proj")(inp)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(1)(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.summary()
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.1)

"""Custom residual MLP block, saved as .keras and re-loaded for inference in a separate service."""
import numpy as np
import keras
from keras import layers

@keras.saving.register_keras_serializable(package="svc")
class ResidualBlock(layers.Layer):
    def __init__(self, units, dropout):
        super().__init__()
        self.units, self.dropout = units, dropout
        self.fc1 = layers.Dense(units, activation="gelu")
        self.fc2 = layers.Dense(units)
        self.drop = layers.Dropout(dropout)
        self.norm = layers.LayerNormalization()
    def call(self, x, training=None):
        return self.norm(x + self.drop(self.fc2(self.fc1(x)), training=training))

inp = keras.Input((16,))
h = layers.Dense(32)(inp)
h = ResidualBlock(32, 0.1)(h)
h = ResidualBlock(32, 0.1)(h)
out = layers.Dense(1)(h)
model = keras.Model(inp, out)
model.compile("adam", "mse")
x = np.random.rand(512, 16).astype("float32"); y = x.sum(1, keepdims=True)
model.fit(x, y, epochs=2, verbose=2)
model.save("/home/user/project/resmlp.keras")
print("saved model")

served = keras.models.load_model("/home/user/project/resmlp.keras")
print(served.predict(x[:4]))

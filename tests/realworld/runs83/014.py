# Custom Keras layer written from a tf.keras 2.x tutorial: learnable feature-wise gating
import numpy as np
import tensorflow as tf
import keras

class FeatureGate(keras.layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def build(self, input_shape):
        dim = input_shape[-1]
        self.gate = self.add_weight("gate", shape=(dim,), initializer="ones", trainable=True)
        self.bias = self.add_weight("bias", shape=(dim,), initializer="zeros", trainable=True)

    def call(self, x):
        return x * tf.sigmoid(self.gate) + self.bias

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 16)).astype("float32")
y = (X[:, 3] > 0).astype("float32")
model = keras.Sequential([keras.Input((16,)), FeatureGate(name="gate"),
                          keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=3, batch_size=32, verbose=2)

"""Mixed-precision image classifier, training script written for TF 2.3 (tf.keras), run on TF 2.x + Keras 3."""
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)
policy = keras.mixed_precision.experimental.Policy("mixed_float16")
keras.mixed_precision.experimental.set_policy(policy)

x = np.random.rand(256, 28, 28, 1).astype("float32")
y = np.random.randint(0, 10, 256)
model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.Flatten(),
    layers.Dense(10),
    layers.Activation("softmax", dtype="float32"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=1, batch_size=32)

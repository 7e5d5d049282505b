"""Old TF 1.x-era training script (tf.train.AdamOptimizer) moved onto the current TF / Keras stack."""
import numpy as np
import tensorflow as tf
import keras

print("TensorFlow", tf.__version__, "Keras", keras.__version__)
rng = np.random.default_rng(13)
X = rng.normal(size=(800, 6)).astype("float32")
y = (X @ rng.normal(size=(6, 1)) + 0.1).astype("float32")

model = tf.keras.Sequential([
    tf.keras.layers.Dense(32, activation="relu", input_shape=(6,)),
    tf.keras.layers.Dense(1),
])
optimizer = tf.compat.v1.train.AdamOptimizer(learning_rate=1e-3)
model.compile(optimizer=optimizer, loss="mse", metrics=["mae"])
model.fit(X, y, epochs=3, batch_size=32, verbose=2)

# keep tf.keras 2 behaviour for the old training code (README: "set TF_USE_LEGACY_KERAS=1 on TF >= 2.16")
import os
os.environ["TF_USE_LEGACY_KERAS"] = "1"
import numpy as np
import tensorflow as tf
print("TensorFlow", tf.__version__)

model = tf.keras.Sequential([tf.keras.layers.Dense(64, activation="relu", input_shape=(20,)),
                             tf.keras.layers.Dense(1)])
model.compile(tf.keras.optimizers.Adam(1e-3), "mse")
X = np.random.randn(256, 20).astype("float32"); y = X.sum(1, keepdims=True)
model.fit(X, y, epochs=3, batch_size=32)

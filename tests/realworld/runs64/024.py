# Export step of a training script written for TF 2.12 (tf.keras 2): save a SavedModel directory for TF Serving.
import numpy as np
import tensorflow as tf
import keras

x = np.random.randn(800, 10).astype("float32"); y = x @ np.random.randn(10, 1).astype("float32")
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile("adam", "mse")
model.fit(x, y, epochs=3, batch_size=32, verbose=2)
print("TF", tf.__version__, "Keras", keras.__version__)
model.save("/tmp/runs64_024/serving_model/1", save_format="tf")
print("exported")

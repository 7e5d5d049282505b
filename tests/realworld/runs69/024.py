# Healthy: small CNN trained with model.fit, then converted to TFLite and checked with the interpreter
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.random((600, 16, 16, 1)).astype("float32")
y = (x[:, :8].mean(axis=(1, 2, 3)) > x[:, 8:].mean(axis=(1, 2, 3))).astype("int32")
model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(8, 3, activation="relu"),
                          layers.Flatten(), layers.Dense(2)])
model.compile(keras.optimizers.Adam(1e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=2)
tfl = tf.lite.TFLiteConverter.from_keras_model(model).convert()
interp = tf.lite.Interpreter(model_content=tfl); interp.allocate_tensors()
inp, out = interp.get_input_details()[0], interp.get_output_details()[0]
interp.set_tensor(inp["index"], x[:1]); interp.invoke()
print("tflite logits:", interp.get_tensor(out["index"]), "keras:", model.predict(x[:1], verbose=0))

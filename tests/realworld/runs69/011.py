# Export a trained Keras model for TF Serving with model.export and smoke-test the signature
import numpy as np
import tensorflow as tf
import keras
from keras import layers

inp = keras.Input(shape=(20,), name="pixels")
x = layers.Dense(32, activation="relu")(inp)
out = layers.Dense(3, activation="softmax")(x)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy")
model.fit(np.random.rand(256, 20).astype("float32"), np.random.randint(0, 3, 256), epochs=2, verbose=2)
model.export("/tmp/runs69_export", format="tf_saved_model")

reloaded = tf.saved_model.load("/tmp/runs69_export")
serve = reloaded.signatures["serving_default"]
req = {"inputs": tf.constant(np.random.rand(4, 20).astype("float32"))}   # TF Serving request body key
print(serve(**req))

# Convert a trained model with a whitening layer (matrix inverse) to TFLite for the mobile app
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class Whiten(layers.Layer):
    def call(self, x):
        cov = tf.matmul(x, x, transpose_a=True) / tf.cast(tf.shape(x)[0], x.dtype) + 1e-3 * tf.eye(8)
        return tf.matmul(x, tf.linalg.inv(cov))

inp = keras.Input(shape=(8,))
h = Whiten()(inp)
h = layers.Dense(16, activation="relu")(h)
out = layers.Dense(2, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy")
model.fit(np.random.rand(256, 8).astype("float32"), np.random.randint(0, 2, 256), epochs=2, verbose=2)

converter = tf.lite.TFLiteConverter.from_keras_model(model)
converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS]
tflite_model = converter.convert()
open("/tmp/runs69_model.tflite", "wb").write(tflite_model)
print("wrote", len(tflite_model), "bytes")

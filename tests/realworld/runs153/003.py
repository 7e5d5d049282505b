"""Feature-whitening (ZCA) block in a small CNN, trained with mixed precision for speed."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
print("Compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

class ZCAWhitening(keras.layers.Layer):
    """Decorrelates channels with the batch covariance (as in 'Decorrelated Batch Norm')."""
    def __init__(self, eps=1e-3, **kw):
        super().__init__(**kw)
        self.eps = eps

    def call(self, x):
        mu = tf.reduce_mean(x, axis=0, keepdims=True)
        xc = x - mu
        n = tf.cast(tf.shape(x)[0], x.dtype)
        cov = tf.matmul(xc, xc, transpose_a=True) / n
        cov += self.eps * tf.eye(tf.shape(cov)[0], dtype=x.dtype)
        e, v = tf.linalg.eigh(cov)
        w = tf.matmul(v * tf.math.rsqrt(e)[tf.newaxis, :], v, transpose_b=True)
        return tf.matmul(xc, w)

inputs = keras.Input((16, 16, 3))
h = keras.layers.Conv2D(16, 3, activation="relu")(inputs)
h = keras.layers.MaxPooling2D()(h)
h = keras.layers.Conv2D(32, 3, activation="relu")(h)
h = keras.layers.GlobalAveragePooling2D()(h)
h = ZCAWhitening()(h)
outputs = keras.layers.Dense(10, dtype="float32")(h)
model = keras.Model(inputs, outputs)
model.summary()

x = np.random.rand(512, 16, 16, 3).astype("float32")
y = np.random.randint(0, 10, size=(512,))
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2)

# Count autoencoder (DCA-style) with a negative-binomial likelihood layer; bf16 autocast to speed up CPU training
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")

class NBLoss(layers.Layer):
    """Adds the negative-binomial NLL of the observed counts as a layer loss."""
    def call(self, inputs):
        counts, mean, theta = inputs
        eps = 1e-8
        t1 = tf.math.lgamma(theta + eps) + tf.math.lgamma(counts + 1.0) - tf.math.lgamma(counts + theta + eps)
        t2 = (theta + counts) * tf.math.log(1.0 + mean / (theta + eps)) + \
             counts * (tf.math.log(theta + eps) - tf.math.log(mean + eps))
        self.add_loss(tf.reduce_mean(t1 + t2))
        return mean

rng = np.random.default_rng(0)
GENES = 200
counts = rng.negative_binomial(5, 0.3, size=(2000, GENES)).astype("float32")
log_counts = np.log1p(counts)

x_in = keras.Input((GENES,), name="log_counts")
c_in = keras.Input((GENES,), name="raw_counts")
h = layers.Dense(64, activation="relu")(x_in)
h = layers.Dense(32, activation="relu")(h)
h = layers.Dense(64, activation="relu")(h)
mean = layers.Dense(GENES, activation="softplus")(h)
theta = layers.Dense(GENES, activation="softplus")(h)
out = NBLoss()([c_in, mean, theta])
model = keras.Model([x_in, c_in], out)
model.compile(keras.optimizers.Adam(1e-3))
print("compute dtype:", model.layers[-1].compute_dtype)
model.fit([log_counts, counts], epochs=5, batch_size=128, verbose=2)

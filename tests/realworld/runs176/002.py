"""Count autoencoder (DCA-style) with a negative-binomial reconstruction loss, for a gene-count matrix.
Trained with the mixed_bfloat16 policy (recommended for CPUs with AMX/AVX512-BF16)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")
keras.utils.set_random_seed(0)
N_CELLS, N_GENES = 1024, 200

rng = np.random.default_rng(0)
rates = rng.gamma(2.0, 2.0, (N_CELLS, N_GENES))
counts = rng.poisson(rates).astype("float32")
size_factors = counts.sum(1, keepdims=True) / np.median(counts.sum(1))
x_norm = np.log1p(counts / size_factors).astype("float32")


class NBReconstruction(layers.Layer):
    """Outputs NB mean and adds the NB negative log-likelihood of the raw counts as the model loss."""

    def call(self, inputs):
        mean, theta, y = inputs
        eps = 1e-8
        t1 = tf.math.lgamma(theta + eps) + tf.math.lgamma(y + 1.0) - tf.math.lgamma(y + theta + eps)
        t2 = (theta + y) * tf.math.log(1.0 + mean / (theta + eps)) + y * (tf.math.log(theta + eps) - tf.math.log(mean + eps))
        self.add_loss(tf.reduce_mean(tf.cast(t1 + t2, "float32")))
        return mean


x_in = keras.Input((N_GENES,), name="log_counts")
raw_in = keras.Input((N_GENES,), name="raw_counts")
sf_in = keras.Input((1,), name="size_factors")
h = layers.Dense(64, activation="relu")(x_in)
h = layers.Dense(16, activation="relu", name="bottleneck")(h)
h = layers.Dense(64, activation="relu")(h)
mean = layers.Dense(N_GENES, activation="softplus")(h)
mean = layers.Multiply()([mean, sf_in])
theta = layers.Dense(N_GENES, activation="softplus", name="dispersion")(h)
raw = layers.Activation("linear", name="raw_cast")(raw_in)
out = NBReconstruction(name="nb")([mean, theta, raw])
model = keras.Model([x_in, raw_in, sf_in], out, name="dca")
print("policy:", keras.mixed_precision.global_policy().name, "| nb layer compute dtype:", model.get_layer("nb").compute_dtype)

model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit([x_norm, counts, size_factors], None, batch_size=64, epochs=3)

# Out-of-distribution aware classifier with a Mahalanobis-distance head
# (ported from a PyTorch repo that used torch.linalg.solve). Mixed precision is
# enabled globally as recommended in the Keras performance guide.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

NUM_CLASSES, FEAT = 4, 16


class MahalanobisHead(layers.Layer):
    """logit_k = -0.5 * (f - mu_k)^T Sigma^-1 (f - mu_k), Sigma = L L^T + eps I."""

    def build(self, input_shape):
        d = input_shape[-1]
        self.mu = self.add_weight(shape=(NUM_CLASSES, d), initializer="random_normal", name="mu")
        self.L = self.add_weight(shape=(d, d), initializer="identity", name="L")

    def call(self, f):
        d = tf.shape(self.L)[0]
        sigma = tf.matmul(self.L, self.L, transpose_b=True) + 1e-3 * tf.eye(d, dtype=self.L.dtype)
        diff = f[:, None, :] - self.mu[None, :, :]               # (B, K, d)
        diff_t = tf.transpose(tf.reshape(diff, [-1, d]))          # (d, B*K)
        sol = tf.linalg.solve(sigma, diff_t)                      # Sigma^-1 diff
        maha = tf.reduce_sum(diff_t * sol, axis=0)
        return -0.5 * tf.reshape(maha, [-1, NUM_CLASSES])


inp = keras.Input(shape=(28, 28, 1))
x = layers.Conv2D(16, 3, activation="relu")(inp)
x = layers.MaxPooling2D()(x)
x = layers.Conv2D(32, 3, activation="relu")(x)
x = layers.GlobalAveragePooling2D()(x)
feat = layers.Dense(FEAT)(x)
logits = MahalanobisHead(name="maha_head")(feat)
out = layers.Activation("linear", dtype="float32")(logits)
model = keras.Model(inp, out)

rng = np.random.default_rng(0)
x_train = rng.uniform(size=(512, 28, 28, 1)).astype("float32")
y_train = rng.integers(0, NUM_CLASSES, size=512)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=64, epochs=2)

"""Tiny Glow (ActNorm -> invertible 1x1 conv -> affine coupling) on 8x8 patches,
ported from a torch implementation that trained under torch.autocast(dtype=float16)."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")   # torch.autocast equivalent
keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
H = W = 8
C = 4
data = rng.normal(0, 1, size=(2048, H, W, C)).astype("float32")
data[..., 1] = 0.6 * data[..., 0] + 0.4 * data[..., 1]


class ActNorm(layers.Layer):
    def build(self, shape):
        self.loc = self.add_weight(shape=(shape[-1],), initializer="zeros", name="loc")
        self.log_scale = self.add_weight(shape=(shape[-1],), initializer="zeros", name="log_scale")

    def call(self, x):
        logdet = H * W * tf.reduce_sum(self.log_scale)
        return (x + self.loc) * tf.exp(self.log_scale), logdet


class InvConv1x1(layers.Layer):
    def build(self, shape):
        c = shape[-1]
        q, _ = np.linalg.qr(rng.normal(size=(c, c)))
        self.w = self.add_weight(shape=(c, c), initializer=keras.initializers.Constant(q), name="w")

    def call(self, x):
        _, logabsdet = tf.linalg.slogdet(self.w)
        logdet = H * W * logabsdet
        return tf.einsum("bhwc,cd->bhwd", x, self.w), logdet


class AffineCoupling(layers.Layer):
    def __init__(self, hidden, **kw):
        super().__init__(**kw)
        self.net = keras.Sequential([layers.Conv2D(hidden, 3, padding="same", activation="relu"),
                                     layers.Conv2D(hidden, 1, activation="relu"),
                                     layers.Conv2D(C, 3, padding="same", kernel_initializer="zeros")])

    def call(self, x):
        xa, xb = tf.split(x, 2, axis=-1)
        h = self.net(xa)
        log_s, t = tf.split(h, 2, axis=-1)
        s = tf.sigmoid(log_s + 2.0)
        yb = (xb + t) * s
        return tf.concat([xa, yb], -1), tf.reduce_sum(tf.math.log(s), axis=[1, 2, 3])


class Glow(keras.Model):
    def __init__(self, steps=4, hidden=32):
        super().__init__()
        self.flows = []
        for _ in range(steps):
            self.flows += [ActNorm(), InvConv1x1(), AffineCoupling(hidden)]

    def call(self, x):
        logdet = tf.zeros(tf.shape(x)[:1], dtype=x.dtype)
        for f in self.flows:
            x, ld = f(x)
            logdet = logdet + tf.cast(ld, logdet.dtype)
        return x, logdet


model = Glow()
optimizer = keras.optimizers.Adam(1e-3)
n_dims = H * W * C


@tf.function
def train_step(x):
    with tf.GradientTape() as tape:
        z, logdet = model(x)
        z = tf.cast(z, tf.float32)
        log_pz = -0.5 * tf.reduce_sum(z ** 2 + math.log(2 * math.pi), axis=[1, 2, 3])
        nll = -tf.reduce_mean(log_pz + tf.cast(logdet, tf.float32)) / (n_dims * math.log(2.0))
    grads = tape.gradient(nll, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return nll


ds = tf.data.Dataset.from_tensor_slices(data).shuffle(2048).batch(64)
for epoch in range(3):
    for step, x in enumerate(ds):
        bpd = train_step(x)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} bits/dim {float(bpd):.4f}")

"""Glow-style normalizing flow on 2-D toy data (port of our PyTorch flow).
Mixed precision turned on as in the original (torch.autocast)."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy())
keras.utils.set_random_seed(1)

D = 4  # two moons lifted to 4-D by a fixed random rotation


class ActNorm(layers.Layer):
    def build(self, shape):
        self.loc = self.add_weight(shape=(shape[-1],), initializer="zeros", name="loc")
        self.log_scale = self.add_weight(shape=(shape[-1],), initializer="zeros", name="log_scale")

    def call(self, x):
        z = (x + self.loc) * tf.exp(self.log_scale)
        logdet = tf.reduce_sum(self.log_scale) * tf.ones_like(x[:, 0])
        return z, logdet


class InvertibleLinear(layers.Layer):
    """1x1 invertible conv of Glow (here a dense DxD), W initialised as a random rotation."""
    def build(self, shape):
        d = shape[-1]
        q, _ = np.linalg.qr(np.random.default_rng(0).normal(size=(d, d)))
        self.w = self.add_weight(shape=(d, d), initializer=keras.initializers.Constant(q), name="w")

    def call(self, x):
        z = tf.matmul(x, self.w)
        _, logabsdet = tf.linalg.slogdet(self.w)   # torch.slogdet(self.weight)[1]
        return z, logabsdet * tf.ones_like(x[:, 0])


class AffineCoupling(layers.Layer):
    def __init__(self, hidden=64, **kw):
        super().__init__(**kw)
        self.hidden = hidden

    def build(self, shape):
        d = shape[-1]
        self.half = d // 2
        self.net = keras.Sequential([layers.Dense(self.hidden, activation="relu"),
                                     layers.Dense(self.hidden, activation="relu"),
                                     layers.Dense(2 * (d - self.half), kernel_initializer="zeros")])

    def call(self, x):
        xa, xb = x[:, :self.half], x[:, self.half:]
        h = self.net(xa)
        log_s, t = tf.split(h, 2, axis=-1)
        log_s = tf.tanh(log_s)
        zb = xb * tf.exp(log_s) + t
        return tf.concat([xa, zb], -1), tf.reduce_sum(log_s, -1)


class Glow(keras.Model):
    def __init__(self, n_steps=4, **kw):
        super().__init__(**kw)
        self.steps_ = [(ActNorm(), InvertibleLinear(), AffineCoupling()) for _ in range(n_steps)]

    def call(self, x):
        total = tf.zeros_like(x[:, 0])
        for an, inv, cp in self.steps_:
            x, ld1 = an(x)
            x, ld2 = inv(x)
            x, ld3 = cp(x)
            total = total + ld1 + ld2 + ld3
        log_pz = -0.5 * tf.reduce_sum(x * x, -1) - 0.5 * D * math.log(2 * math.pi)
        return -(log_pz + total)  # per-sample NLL


def nll_loss(_, nll):
    return tf.reduce_mean(tf.cast(nll, tf.float32))


rng = np.random.default_rng(1)
n = 4096
t = rng.uniform(0, np.pi, n)
moons = np.where(rng.random(n)[:, None] < 0.5,
                 np.stack([np.cos(t), np.sin(t)], 1),
                 np.stack([1 - np.cos(t), 0.5 - np.sin(t)], 1))
x = np.concatenate([moons, rng.normal(0, 0.05, (n, 2))], 1)
rot, _ = np.linalg.qr(rng.normal(size=(D, D)))
x = (x @ rot).astype("float32")

flow = Glow()
flow.compile(optimizer=keras.optimizers.Adam(1e-3), loss=nll_loss)
flow.fit(x, np.zeros(n, "float32"), batch_size=256, epochs=5, verbose=2)
print("mean NLL:", float(nll_loss(None, flow.predict(x[:1024], verbose=0))))

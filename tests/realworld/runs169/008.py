"""Sequence classification with a hand-written GRU (jax.lax.scan) in Flax NNX; per-example metrics with vmap."""
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

T, D, H, C = 20, 6, 48, 3


def make_sequences(n, seed):
    """Class = sign pattern of the running mean of channel 0 (rising / falling / flat)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, C, n)
    t = np.linspace(0, 1, T)[None, :]
    slope = np.array([0.8, -0.8, 0.0])[y][:, None]
    x = rng.normal(0, 1.2, (n, T, D)).astype(np.float32)
    x[:, :, 0] += (slope * t).astype(np.float32)
    x[:, :, 1] += 0.3 * np.sin(6 * t + y[:, None]).astype(np.float32)
    return x, y.astype(np.int32)


class GRU(nnx.Module):
    def __init__(self, din, dh, rngs):
        self.wx = nnx.Linear(din, 3 * dh, rngs=rngs)
        self.wh = nnx.Linear(dh, 3 * dh, use_bias=False, rngs=rngs)
        self.dh = dh

    def __call__(self, xs):  # xs: (B, T, D)
        gx = self.wx(xs)                      # (B, T, 3H)
        wh = self.wh.kernel[...]

        def cell(h, g):
            r, z, n = jnp.split(g, 3, axis=-1)
            hr, hz, hn = jnp.split(h @ wh, 3, axis=-1)
            r = jax.nn.sigmoid(r + hr)
            z = jax.nn.sigmoid(z + hz)
            n = jnp.tanh(n + r * hn)
            h = (1 - z) * n + z * h
            return h, h

        h0 = jnp.zeros((xs.shape[0], self.dh), xs.dtype)
        h_last, hs = jax.lax.scan(cell, h0, jnp.swapaxes(gx, 0, 1))  # scan over time
        return h_last, jnp.swapaxes(hs, 0, 1)


class SeqClassifier(nnx.Module):
    def __init__(self, rngs):
        self.gru = GRU(D, H, rngs)
        self.norm = nnx.LayerNorm(H, rngs=rngs)
        self.out = nnx.Linear(H, C, rngs=rngs)

    def __call__(self, x):
        h_last, _ = self.gru(x)
        return self.out(self.norm(h_last))


def per_example_ce(logits, label):
    return optax.softmax_cross_entropy_with_integer_labels(logits, label)


batched_ce = jax.vmap(per_example_ce)


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return batched_ce(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, grads)
    return loss, jnp.mean(logits.argmax(-1) == y)


@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return batched_ce(logits, y).mean(), jnp.mean(logits.argmax(-1) == y)


def main():
    print(f"jax {jax.__version__} on {jax.default_backend()}")
    xtr, ytr = make_sequences(3000, 0)
    xva, yva = make_sequences(600, 1)
    model = SeqClassifier(nnx.Rngs(0))
    sched = optax.cosine_decay_schedule(3e-3, decay_steps=6 * (len(xtr) // 64))
    opt = nnx.Optimizer(model, optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched)), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    steps = len(xtr) // 64
    for epoch in range(1, 7):
        t0 = time.time()
        perm = rng.permutation(len(xtr))
        tl, ta = 0.0, 0.0
        for s in range(steps):
            idx = perm[s * 64:(s + 1) * 64]
            l, a = train_step(model, opt, jnp.asarray(xtr[idx]), jnp.asarray(ytr[idx]))
            tl += float(l); ta += float(a)
        vl, va = evaluate(model, jnp.asarray(xva), jnp.asarray(yva))
        print(f"Epoch {epoch}/6 - {time.time() - t0:.1f}s - loss: {tl / steps:.4f} - accuracy: {ta / steps:.4f} "
              f"- val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")


if __name__ == "__main__":
    main()

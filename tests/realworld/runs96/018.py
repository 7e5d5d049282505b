"""Curriculum training of a logistic-regression probe on frozen features. Each stage runs a fully
jitted optimisation loop (lax.while_loop) 'until the target loss is reached' to avoid Python overhead."""
import time
from typing import NamedTuple
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

TARGET_LOSS = 1e-2
LR = 0.5


class Carry(NamedTuple):
    w: jax.Array
    b: jax.Array
    loss: jax.Array
    it: jax.Array


def bce(w, b, x, y):
    z = x @ w + b
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def fit_until_converged(w, b, x, y):
    grad_fn = jax.value_and_grad(bce, argnums=(0, 1))

    def cond(c):
        return c.loss > TARGET_LOSS

    def body(c):
        loss, (gw, gb) = grad_fn(c.w, c.b, x, y)
        return Carry(c.w - LR * gw, c.b - LR * gb, loss, c.it + 1)

    return lax.while_loop(cond, body, Carry(w, b, jnp.array(jnp.inf), jnp.array(0)))


rng = np.random.default_rng(0)
feats = rng.normal(size=(4000, 16)).astype(np.float32)
true_w = rng.normal(size=16)
margin = feats @ true_w
w, b = jnp.zeros(16), jnp.array(0.0)
stages = [("easy", 2.0, 0.0), ("medium", 0.5, 0.0), ("hard", 0.0, 0.08)]
for name, min_margin, label_noise in stages:
    keep = np.abs(margin) > min_margin
    x = feats[keep]
    y = (margin[keep] > 0).astype(np.float32)
    flip = rng.random(len(y)) < label_noise
    y[flip] = 1 - y[flip]
    print(f"[stage {name}] {len(x)} examples, label_noise={label_noise}", flush=True)
    t0 = time.time()
    out = fit_until_converged(w, b, x, y)
    w, b = out.w, out.b
    print(f"[stage {name}] converged: loss={float(out.loss):.5f} after {int(out.it)} iterations "
          f"({time.time() - t0:.1f}s)", flush=True)
print("all stages done")

"""Port of a PyTorch regression trainer with spike-skipping (if grad_norm > thr: skip) to Flax NNX + Optax."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, din, rngs):
        self.l1 = nnx.Linear(din, 64, rngs=rngs)
        self.ln = nnx.LayerNorm(64, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.ln(self.l1(x))))[..., 0]


def loader(x, y, bs, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(x))
        for i in range(0, len(x) - bs + 1, bs):
            yield x[idx[i:i + bs]], y[idx[i:i + bs]]


SPIKE_FACTOR = 5.0


@nnx.jit
def train_step(model, optimizer, running_gnorm, xb, yb):
    def loss_fn(m):
        return jnp.mean((m(xb) - yb) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    gnorm = optax.global_norm(grads)
    # same logic as the torch loop: skip the update on a gradient spike
    if gnorm > SPIKE_FACTOR * running_gnorm:
        return loss, gnorm, running_gnorm
    optimizer.update(model, grads)
    running_gnorm = 0.9 * running_gnorm + 0.1 * gnorm
    return loss, gnorm, running_gnorm


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(4096, 20)).astype(np.float32)
    w = rng.normal(size=(20,)).astype(np.float32)
    y = (np.tanh(x @ w) + 0.1 * rng.normal(size=4096)).astype(np.float32)
    model = Regressor(20, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    running = jnp.float32(1.0)
    data = loader(x, y, 128, 0)
    print("starting training, 300 steps")
    for step in range(1, 301):
        xb, yb = next(data)
        loss, gnorm, running = train_step(model, optimizer, running, xb, yb)
        if step % 25 == 0:
            print(f"step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")


if __name__ == "__main__":
    main()

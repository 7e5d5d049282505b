"""ResNet-ish MLP regression trainer ported from PyTorch; gradient accumulation over micro-batches
(torch: loss.backward() per micro-batch, optimizer.step() every ACCUM steps) done with lax.scan.
Accumulators kept in bfloat16 to save memory as in the original AMP setup."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

ACCUM, MICRO, FEAT = 4, 32, 16


class ResBlock(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.width)(nn.LayerNorm()(x))
        return x + nn.Dense(self.width)(nn.gelu(h))


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(64)(x)
        for _ in range(3):
            x = ResBlock(64)(x)
        return nn.Dense(1)(x).squeeze(-1)


def loader(x, y, rng):
    perm = rng.permutation(len(x))
    bs = ACCUM * MICRO
    for i in range(0, len(x) - bs + 1, bs):
        b = perm[i:i + bs]
        yield x[b].reshape(ACCUM, MICRO, FEAT), y[b].reshape(ACCUM, MICRO)


@jax.jit
def train_step(state, xb, yb):
    def micro_step(acc_grads, batch):
        mx, my = batch
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, mx) - my) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        acc_grads = jax.tree_util.tree_map(lambda a, b: a + b / ACCUM, acc_grads, g)
        return acc_grads, loss
    zeros = jax.tree_util.tree_map(lambda p: jnp.zeros_like(p, dtype=jnp.bfloat16), state.params)
    grads, losses = jax.lax.scan(micro_step, zeros, (xb, yb))
    return state.apply_gradients(grads=grads), losses.mean()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8192, FEAT)).astype(np.float32)
    w = rng.normal(size=FEAT).astype(np.float32)
    y = (np.sin(x @ w) + 0.1 * rng.normal(size=len(x))).astype(np.float32)
    model = Regressor()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, FEAT)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    print(f"effective batch size {ACCUM * MICRO} ({ACCUM} x {MICRO})")
    for epoch in range(3):
        for step, (xb, yb) in enumerate(loader(x, y, rng)):
            state, loss = train_step(state, xb, yb)
            if step % 16 == 0:
                print(f"epoch {epoch} step {step} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()

"""Gradient accumulation with lax.scan over micro-batches (port of a torch loop with accumulation_steps=4 and a
bf16 gradient buffer to save memory), Linen ResMLP."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

ACCUM_STEPS, MICRO_BS, IN, NC = 4, 16, 64, 10


class ResMLP(nn.Module):
    width: int = 256
    depth: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.width)(x)
        for _ in range(self.depth):
            h = nn.LayerNorm()(x)
            h = nn.Dense(self.width)(nn.gelu(nn.Dense(self.width)(h)))
            x = x + h
        return nn.Dense(NC)(nn.LayerNorm()(x))


def synthetic_loader(steps, seed=0):
    rng = np.random.default_rng(seed)
    proto = rng.normal(size=(NC, IN)).astype(np.float32)
    for _ in range(steps):
        y = rng.integers(0, NC, size=(ACCUM_STEPS, MICRO_BS)).astype(np.int32)
        x = proto[y] + rng.normal(size=(ACCUM_STEPS, MICRO_BS, IN)).astype(np.float32)
        yield jnp.asarray(x), jnp.asarray(y)


@jax.jit
def train_step(state, xs, ys):
    def micro_step(carry, batch):
        grad_acc, loss_sum = carry
        x, y = batch
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        grad_acc = jax.tree.map(jnp.add, grad_acc, grads)
        return (grad_acc, loss_sum + loss), None

    init = (jax.tree.map(lambda p: jnp.zeros_like(p, dtype=jnp.bfloat16), state.params), jnp.array(0))
    (grads, loss_sum), _ = jax.lax.scan(micro_step, init, (xs, ys))
    grads = jax.tree.map(lambda g: g / ACCUM_STEPS, grads)
    return state.apply_gradients(grads=grads), loss_sum / ACCUM_STEPS


def main():
    print(f"jax {jax.__version__} accumulation_steps={ACCUM_STEPS} micro_batch={MICRO_BS} "
          f"effective_batch={ACCUM_STEPS * MICRO_BS}")
    model = ResMLP()
    params = model.init(jax.random.key(0), jnp.zeros((1, IN)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(5e-4, weight_decay=0.05))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    print("params:", sum(p.size for p in jax.tree.leaves(params)))
    t0 = time.time()
    for step, (xs, ys) in enumerate(synthetic_loader(200), start=1):
        state, loss = train_step(state, xs, ys)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f} {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()

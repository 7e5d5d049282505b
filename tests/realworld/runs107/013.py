"""Data-parallel training with jax.sharding (NamedSharding over a 1-D 'data' mesh of 2 host
devices): params replicated, batches sharded along the batch axis, jit does the rest."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P
from flax.training import train_state

VOCAB, L, D = 64, 32, 64


class NextTokenMLP(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids)                # (B, L, D)
        x = x.reshape(x.shape[0], -1)
        x = nn.gelu(nn.Dense(256)(x))
        return nn.Dense(VOCAB)(x)


def batches(rng, n_batches, bs):
    for _ in range(n_batches):
        start = rng.integers(0, VOCAB, bs)
        seq = (start[:, None] + np.arange(L + 1)[None] * 3) % VOCAB
        yield seq[:, :L].astype(np.int32), seq[:, L].astype(np.int32)


def main():
    mesh = jax.make_mesh((jax.device_count(),), ("data",))
    data_sh, repl = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    print(f"mesh: {mesh.shape}  devices: {jax.devices()}")
    model = NextTokenMLP()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0),
                     optax.adamw(optax.linear_onecycle_schedule(300, 3e-3)))
    state = jax.device_put(train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx), repl)

    @jax.jit
    def step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

    rng = np.random.default_rng(0)
    t0 = time.time()
    for i, (x, y) in enumerate(batches(rng, 300, 64), 1):
        x, y = jax.device_put(x, data_sh), jax.device_put(y, data_sh)
        state, loss, acc = step(state, x, y)
        if i % 50 == 0:
            print(f"step {i:3d}/300  loss {float(loss):.4f}  acc {float(acc):.3f}  "
                  f"x.sharding={x.sharding.spec}  {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()

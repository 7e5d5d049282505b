"""Data-parallel GRU language model with an explicit shard_map train step over 2 host devices.
Ported from a jax 0.4.x script (`from jax.experimental.shard_map import shard_map`), moved to
jax.shard_map after the deprecation warning."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P, AxisType

VOCAB, L, BS = 64, 24, 32


class GRULM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 48)(ids)
        x = nn.RNN(nn.GRUCell(96))(x)
        return nn.Dense(VOCAB)(x)


def main():
    print(f"jax {jax.__version__}, devices: {jax.devices()}")
    mesh = jax.make_mesh((2,), ("data",), axis_types=(AxisType.Auto,))
    model = GRULM()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))
    opt_state = tx.init(params)

    @jax.jit
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data")),
                       out_specs=(P(), P(), P()), check_rep=False)
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        grads = jax.lax.pmean(grads, "data")
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, jax.lax.pmean(loss, "data")

    rng = np.random.default_rng(0)
    for step in range(1, 61):
        s = rng.integers(0, VOCAB, BS)
        batch = ((s[:, None] * np.arange(1, L + 2)[None]) % VOCAB).astype(np.int32)
        batch = jax.device_put(batch, NamedSharding(mesh, P("data")))
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 10 == 0:
            print(f"step {step:3d} | loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

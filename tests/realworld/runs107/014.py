"""Data-parallel LM training step written with jax.shard_map (explicit per-device code, like a
torch DDP port): each device computes grads on its shard of the batch, then pmean over the mesh."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P, AxisType

PARALLEL = {"dp_axis": "dp", "mesh_axes": ("data",)}   # dp axis name kept from the DDP launcher config
VOCAB, L = 100, 16


class BigramLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        return nn.Dense(VOCAB)(nn.tanh(nn.Embed(VOCAB, 64)(ids)))


def main():
    mesh = jax.make_mesh((jax.device_count(),), PARALLEL["mesh_axes"], axis_types=(AxisType.Auto,))
    print(f"Mesh: {dict(mesh.shape)}")
    model = BigramLM()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)
    dp = PARALLEL["dp_axis"]

    def loss_fn(p, ids):
        logits = model.apply({"params": p}, ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

    @jax.jit
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P(dp)), out_specs=(P(), P(), P()))
    def train_step(p, s, ids):
        loss, g = jax.value_and_grad(loss_fn)(p, ids)
        g = jax.lax.pmean(g, dp)
        updates, s = tx.update(g, s, p)
        return optax.apply_updates(p, updates), s, jax.lax.pmean(loss, dp)

    rng = np.random.default_rng(0)
    for step in range(1, 101):
        start = rng.integers(0, VOCAB, 32)
        ids = ((start[:, None] + 7 * np.arange(L + 1)) % VOCAB).astype(np.int32)
        ids = jax.device_put(ids, NamedSharding(mesh, P("data")))
        params, opt_state, loss = train_step(params, opt_state, ids)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

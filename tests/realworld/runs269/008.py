# Multi-host data-parallel MLP training; launched with RANK / WORLD_SIZE like torchrun
import os, numpy as np
import jax
rank = int(os.environ.get("RANK", "0"))
world = int(os.environ.get("WORLD_SIZE", "2"))
coord = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29517")
print(f"initializing jax.distributed: coordinator={coord} num_processes={world} process_id={rank}", flush=True)
jax.distributed.initialize(coordinator_address=coord, num_processes=world, process_id=rank)
print(f"process {jax.process_index()}/{jax.process_count()} local devices {jax.local_devices()}", flush=True)
import jax.numpy as jnp, flax.linen as nn, optax
from jax.experimental import multihost_utils

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
params = multihost_utils.broadcast_one_to_all(params)
tx = optax.adam(1e-3); opt = tx.init(params)
r = np.random.default_rng(rank)
for i in range(20):
    x = r.normal(size=(64, 32)).astype(np.float32); y = r.integers(0, 10, 64)
    def lf(p): return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params); params = optax.apply_updates(params, u)
    print(f"step {i} loss {float(l):.4f}", flush=True)

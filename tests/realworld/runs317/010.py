# Multi-process data-parallel training on CPU hosts (one process per "host"), launched by a
# torchrun-style launcher that sets RANK / WORLD_SIZE / MASTER_ADDR / MASTER_PORT.
import os, sys, time, logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rank = int(os.environ["RANK"])
world_size = int(os.environ.get("NUM_HOSTS", "4"))   # cluster config: 4 hosts
coord = f"{os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}"
print(f"[rank {rank}] initializing jax.distributed coordinator={coord} num_processes={world_size}", flush=True)
jax.distributed.initialize(coordinator_address=coord, num_processes=world_size, process_id=rank)
print(f"[rank {rank}] process_index={jax.process_index()} global devices={jax.device_count()}", flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = MLP()
params = model.init(jax.random.key(0), jnp.ones((1, 32)))["params"]
tx = optax.adam(1e-3); opt = tx.init(params)
r = np.random.default_rng(rank)
for step in range(100):
    x = r.normal(size=(64, 32)).astype(np.float32); y = r.integers(0, 10, 64)
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean())(params)
    u, opt = tx.update(g, opt, params); params = optax.apply_updates(params, u)
    if step % 20 == 0:
        print(f"[rank {rank}] step {step} loss {float(l):.4f}", flush=True)

"""Multi-process data-parallel training launched like torchrun: one process per rank, env vars for rank / world size."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rank = int(os.environ.get("RANK", 0))
world = int(os.environ.get("WORLD_SIZE", 4))   # default from the 4-GPU torchrun config
master = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29513")
print(f"[rank {rank}] initialising jax.distributed coordinator={master} num_processes={world}", flush=True)
jax.distributed.initialize(coordinator_address=master, num_processes=world, process_id=rank,
                           initialization_timeout=1800)  # big cluster: slow node start-up
print(f"[rank {rank}] process_index={jax.process_index()} global devices={jax.device_count()}", flush=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(64)(x)))


rng = np.random.default_rng(rank)
X = rng.normal(size=(1024, 16)).astype(np.float32); Y = (X[:, 0] > 0).astype(np.int32)
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(0.1)
opt_state = tx.init(params)
for s in range(0, 1024, 64):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, X[s:s + 64]), Y[s:s + 64]).mean())(params)
    u, opt_state = tx.update(g, opt_state); params = optax.apply_updates(params, u)
    print(f"[rank {rank}] step {s // 64} loss {float(loss):.4f}", flush=True)

# Multi-host style data-parallel training; launched by run.sh with RANK / WORLD_SIZE / MASTER_ADDR like torchrun.
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rank = int(os.environ.get("RANK", 0))
world_size = int(os.environ.get("WORLD_SIZE", 2))
coord = f"{os.environ.get('MASTER_ADDR', '127.0.0.1')}:{os.environ.get('MASTER_PORT', '29517')}"
print(f"[rank {rank}] initializing jax.distributed: coordinator={coord} num_processes={world_size}", flush=True)
jax.distributed.initialize(coordinator_address=coord, num_processes=world_size, process_id=rank)
print(f"[rank {rank}] process_index={jax.process_index()} process_count={jax.process_count()} "
      f"global devices={jax.device_count()}", flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))
tx = optax.sgd(0.1)
opt_state = tx.init(params)
rng = np.random.default_rng(rank)
for step in range(20):
    xb = rng.normal(size=(32, 32)).astype(np.float32)
    yb = rng.integers(0, 10, 32)
    loss, grads = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean())(params)
    updates, opt_state = tx.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)

# Multi-host data-parallel training of a small MLP (port of a torchrun DDP script).
import os
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

COORD = os.environ.get("COORDINATOR_ADDRESS", "127.0.0.1:12931")
NUM_PROCESSES = int(os.environ.get("WORLD_SIZE", "2"))
PROCESS_ID = int(os.environ.get("RANK", "0"))

print(f"[rank {PROCESS_ID}] initializing jax.distributed coordinator={COORD} num_processes={NUM_PROCESSES}", flush=True)
jax.distributed.initialize(coordinator_address=COORD, num_processes=NUM_PROCESSES, process_id=PROCESS_ID)
print(f"[rank {PROCESS_ID}] process_count={jax.process_count()} devices={jax.devices()}", flush=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)
rng = np.random.default_rng(PROCESS_ID)
for step in range(200):
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.integers(0, 10, size=64)
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, upd)
    if step % 20 == 0:
        print(f"[rank {PROCESS_ID}] step {step} loss {float(loss):.4f}", flush=True)

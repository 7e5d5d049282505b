"""Data-parallel MLP training, launched one process per host (ported from a torchrun script)."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

COORD = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29517")
WORLD_SIZE = int(os.environ.get("WORLD_SIZE", "2"))
RANK = int(os.environ.get("RANK", "0"))

print(f"initializing distributed: coordinator={COORD} num_processes={WORLD_SIZE} process_id={RANK}", flush=True)
jax.distributed.initialize(coordinator_address=COORD, num_processes=WORLD_SIZE, process_id=RANK)
print(f"process {jax.process_index()}/{jax.process_count()} devices={jax.devices()}", flush=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)
rng = np.random.default_rng(RANK)
for step in range(100):
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.integers(0, 10, size=64)
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, upd)
    if step % 10 == 0:
        print(f"step {step} loss {loss:.4f}", flush=True)

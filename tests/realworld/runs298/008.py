# Multi-host data-parallel entry point; world size taken from the launcher config
import os, jax, jax.numpy as jnp, numpy as np, optax, flax.linen as nn

launch_cfg = {"coordinator": "127.0.0.1:29512", "num_processes": 2}
process_id = int(os.environ.get("PROCESS_ID", "0"))
print(f"process {process_id}: initializing distributed runtime with {launch_cfg}", flush=True)
jax.distributed.initialize(coordinator_address=launch_cfg["coordinator"],
                           num_processes=launch_cfg["num_processes"],
                           process_id=process_id)
print("process count:", jax.process_count(), "global devices:", jax.device_count(), flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)
rng = np.random.default_rng(process_id)
for step in range(100):
    x = rng.standard_normal((32, 32)).astype(np.float32)
    y = rng.integers(0, 10, 32)
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}", flush=True)

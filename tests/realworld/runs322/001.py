"""Data-parallel MLP training, ported from a torchrun DDP script."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

# torchrun-style environment
world_size = int(os.environ.get("WORLD_SIZE", "2"))
rank = int(os.environ.get("RANK", "0"))
master = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29533")

print(f"[rank {rank}] initializing jax.distributed: coordinator={master} world_size={world_size}", flush=True)
jax.distributed.initialize(coordinator_address=master, num_processes=world_size, process_id=rank)
print(f"[rank {rank}] process_count={jax.process_count()} devices={jax.devices()}", flush=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)
rng = np.random.default_rng(rank)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (X[:, :10].argmax(1)).astype(np.int32)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for s in range(200):
    idx = rng.integers(0, len(X), 64)
    params, opt_state, loss = step(params, opt_state, X[idx], Y[idx])
    if s % 20 == 0:
        print(f"[rank {rank}] step {s} loss {float(loss):.4f}", flush=True)

# Multi-host data-parallel training script ported from a torchrun/DDP launcher (env:// rendezvous)
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

# torchrun-style environment; defaults match the 2-node job config (nnodes=2)
world_size = int(os.environ.get("WORLD_SIZE", "2"))
rank = int(os.environ.get("RANK", "0"))
master = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29517")
print(f"[rank {rank}] initializing jax.distributed: coordinator={master} num_processes={world_size}", flush=True)
jax.distributed.initialize(coordinator_address=master, num_processes=world_size, process_id=rank)
print(f"[rank {rank}] process_count={jax.process_count()} devices={jax.devices()}", flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = MLP()
params = model.init(jax.random.key(0), jnp.ones((1, 32)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1, momentum=0.9))
rng = np.random.default_rng(rank)
for step in range(100):
    x = rng.normal(size=(64, 32)).astype(np.float32); y = rng.integers(0, 10, 64)
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    state = state.apply_gradients(grads=g)
    if step % 10 == 0:
        print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)

# Data-parallel training with jax.pmap (port of a torch DDP script configured for an 8-GPU node),
# tested on CPU with simulated host devices.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax

config = {"world_size": 8, "per_device_batch_size": 32, "lr": 1e-3, "epochs": 2}

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(4)(x)

print(f"jax devices: {jax.devices()}")
print(f"world_size={config['world_size']} per_device_batch_size={config['per_device_batch_size']}")

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(config["lr"]))
state = jax.tree_util.tree_map(lambda a: jnp.stack([a] * config["world_size"]), state)  # replicate, one copy per rank

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    return state.apply_gradients(grads=grads), jax.lax.pmean(loss, "batch")

rng = np.random.default_rng(0)
W = rng.normal(size=(20, 4))
X = rng.normal(size=(4096, 20)).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)
global_bs = config["world_size"] * config["per_device_batch_size"]

def shard(a):
    return a.reshape(config["world_size"], -1, *a.shape[1:])

for epoch in range(config["epochs"]):
    for i in range(0, len(X) - global_bs + 1, global_bs):
        x, y = shard(X[i:i + global_bs]), shard(Y[i:i + global_bs])
        state, loss = train_step(state, x, y)
    print(f"epoch {epoch} loss {float(loss[0]):.4f}")

"""Data-parallel training with jax.sharding over host CPU devices (port of a torch DDP script)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=6"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

devices = np.array(jax.devices())
mesh = Mesh(devices, ("data",))
print("devices:", len(devices), "mesh:", mesh.shape)

per_device_batch = None
global_batch = 128  # same as torch run: 4 GPUs x 32

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 16, 16, 1)).astype(np.float32)
Y = rng.integers(0, 10, size=4096)

def loader(bs):
    perm = rng.permutation(len(X))
    for i in range(0, len(X) - bs + 1, bs):
        idx = perm[i:i + bs]
        yield X[idx], Y[idx]

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
tx = optax.sgd(0.05, momentum=0.9)
repl = NamedSharding(mesh, P())
data_sharding = NamedSharding(mesh, P("data"))
params = jax.device_put(params, repl)
opt_state = jax.device_put(tx.init(params), repl)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(2):
    for step, (xb, yb) in enumerate(loader(global_batch)):
        xb = jax.device_put(xb, data_sharding)
        yb = jax.device_put(yb, data_sharding)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")

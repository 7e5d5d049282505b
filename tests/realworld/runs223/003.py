# Data-parallel training on 4 CPU devices with jax.sharding (port of a torch DDP script).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())
print(f"mesh: {mesh.shape}, devices: {len(jax.devices())}")

rng = np.random.default_rng(0)
N = 600
x_all = rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
y_all = rng.integers(0, 10, size=N).astype(np.int32)

per_device_batch = 8
world_size = 4
global_batch = 30  # from the torch config: batch_size=30 with drop_last=False

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)
params = jax.device_put(params, repl)
opt_state = jax.device_put(opt_state, repl)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for step in range(N // global_batch):
    xb = x_all[step * global_batch:(step + 1) * global_batch]
    yb = y_all[step * global_batch:(step + 1) * global_batch]
    xb = jax.device_put(xb, data_sharding)
    yb = jax.device_put(yb, data_sharding)
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if step % 5 == 0:
        print(f"step {step} loss {float(loss):.4f}")

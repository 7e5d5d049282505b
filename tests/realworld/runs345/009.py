"""Data-parallel training over 4 (host-emulated) devices with jax.sharding, ported from PyTorch DDP."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

GLOBAL_BATCH = 30   # per-device batch was 10 on 3 GPUs in the original run

devices = np.array(jax.devices())
print(f"devices: {len(devices)} -> {devices}")
mesh = Mesh(devices, ("data",))
data_sharding = NamedSharding(mesh, P("data"))
replicated = NamedSharding(mesh, P())


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        return nn.Dense(10)(x.mean((1, 2)))


model = ConvNet()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 28, 28, 1)))
tx = optax.sgd(0.1, momentum=0.9, nesterov=True)
opt_state = tx.init(params)
params, opt_state = jax.device_put((params, opt_state), replicated)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(0)
images = rng.random((3000, 28, 28, 1), dtype=np.float32)
targets = rng.integers(0, 10, 3000)
for step in range(100):
    j = rng.integers(0, 3000, GLOBAL_BATCH)
    x = jax.device_put(images[j], data_sharding)
    y = jax.device_put(targets[j], data_sharding)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")

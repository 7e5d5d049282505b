"""Megatron-style tensor parallelism for an MLP on 2 CPU devices: column-parallel kernels via NamedSharding."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("model",))
TP_SPEC = P(None, "model")      # split the output features of every layer across the model axis


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)


rng = np.random.default_rng(0)
X = rng.normal(size=(512, 64)).astype(np.float32)
Y = rng.integers(0, 10, 512).astype(np.int32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
print(jax.tree.map(lambda a: a.shape, params))
params = jax.tree.map(lambda a: jax.device_put(a, NamedSharding(mesh, TP_SPEC)), params)
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.losses.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for step in range(30):
    idx = rng.integers(0, len(X), 64)
    params, opt_state, loss = train_step(params, opt_state, X[idx], Y[idx])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")

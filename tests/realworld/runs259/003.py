# Data-parallel training of a small transformer-free MLP regressor over 8 devices with jax.sharding.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[..., 0]

config = {"per_device_batch_size": 12, "gradient_accumulation_steps": 1, "global_batch_size": 100, "lr": 1e-3}
model = Regressor()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
tx = optax.adamw(config["lr"])
opt_state = tx.init(params)
params, opt_state = jax.device_put((params, opt_state), repl)

rng = np.random.default_rng(0)
X = rng.normal(size=(5000, 32)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2).astype(np.float32)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

bs = config["global_batch_size"]
print(f"global batch size {bs} over {len(jax.devices())} devices")
for step in range(len(X) // bs):
    xb = jax.device_put(X[step*bs:(step+1)*bs], data_sharding)
    yb = jax.device_put(Y[step*bs:(step+1)*bs], data_sharding)
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")

# Data-parallel training over 4 (simulated) devices with jax.sharding
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

config = {"global_batch_size": 30, "lr": 1e-3, "epochs": 2}

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

devices = np.array(jax.devices())
print("devices:", devices)
mesh = Mesh(devices, ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

rng = np.random.default_rng(0)
X = rng.standard_normal((600, 32)).astype(np.float32)
Y = rng.integers(0, 10, 600).astype(np.int32)

model = MLP()
params = jax.device_put(model.init(jax.random.PRNGKey(0), X[:1]), repl)
tx = optax.sgd(config["lr"], momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

bs = config["global_batch_size"]
for epoch in range(config["epochs"]):
    for i in range(0, len(X), bs):
        x = jax.device_put(X[i:i+bs], data_sharding)
        y = jax.device_put(Y[i:i+bs], data_sharding)
        params, opt_state, loss = step(params, opt_state, x, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")

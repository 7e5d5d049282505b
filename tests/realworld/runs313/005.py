"""Data-parallel MLP training over a 4-device mesh (jax.sharding), batch sharded along 'data'."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

GLOBAL_BATCH = 30   # from the torch DDP config: 3 nodes x 10 per node


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.gelu(nn.Dense(256)(nn.gelu(nn.Dense(256)(x)))))


rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 20)).astype(np.float32)
Y = (X[:, :5].sum(1) > 0).astype(np.int32)

model = MLP()
params = jax.device_put(model.init(jax.random.PRNGKey(0), X[:1])["params"], repl)
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = jax.device_put(tx.init(params), repl)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(2):
    for s in range(0, len(X), GLOBAL_BATCH):
        xb = jax.device_put(X[s:s + GLOBAL_BATCH], data_sharding)
        yb = jax.device_put(Y[s:s + GLOBAL_BATCH], data_sharding)
        params, opt_state, loss = step(params, opt_state, xb, yb)
        if (s // GLOBAL_BATCH) % 25 == 0:
            print(f"epoch {epoch} step {s // GLOBAL_BATCH} loss {float(loss):.4f}")

"""Data-parallel step written with jax.shard_map over a 2-device mesh (migrated from a pmap version)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
from functools import partial
import jax, jax.numpy as jnp, numpy as np, optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding

mesh = Mesh(np.array(jax.devices()), ("data",))
print("mesh:", mesh)

def init_params(key, sizes=(32, 64, 10)):
    ps = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, k = jax.random.split(key)
        ps.append({"w": jax.random.normal(k, (din, dout)) / jnp.sqrt(din), "b": jnp.zeros(dout)})
    return ps

def forward(params, x):
    for i, l in enumerate(params):
        x = x @ l["w"] + l["b"]
        if i < len(params) - 1:
            x = jax.nn.relu(x)
    return x

def loss_fn(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(forward(params, x), y).mean()

tx = optax.adam(1e-3)

@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    # each shard computes its local gradient; apply the update
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 32)).astype(np.float32); Y = rng.integers(0, 10, 1024).astype(np.int32)
data_sharding = NamedSharding(mesh, P("data"))
for step in range(10):
    xb = jax.device_put(X[step*64:(step+1)*64], data_sharding)
    yb = jax.device_put(Y[step*64:(step+1)*64], data_sharding)
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"step {step} loss {float(loss):.4f}")

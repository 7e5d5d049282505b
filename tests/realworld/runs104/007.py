"""Data-parallel training of an MLP over a device mesh (4 host CPU devices stand in for 4 accelerators)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

# config copied from the 2x2 (dp x tp) run; tensor parallel switched off for this experiment
CONFIG = dict(
    mesh_shape=(2, 2),
    mesh_axes=("data",),        # was ("data", "model")
    global_batch=128,
    lr=1e-3,
    steps=30,
)
print("devices:", jax.devices())
print("config:", CONFIG)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)

mesh = jax.make_mesh(CONFIG["mesh_shape"], CONFIG["mesh_axes"])
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 64)).astype(np.float32)
y = (X[:, :10].argmax(-1)).astype(np.int32)

model = MLP()
params = jax.device_put(model.init(jax.random.key(0), X[:1])["params"], repl)
tx = optax.adam(CONFIG["lr"])
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

gb = CONFIG["global_batch"]
for s in range(CONFIG["steps"]):
    i = (s * gb) % len(X)
    xb = jax.device_put(X[i:i+gb], data_sharding)
    yb = jax.device_put(y[i:i+gb], data_sharding)
    params, opt_state, loss = step(params, opt_state, xb, yb)
    if s % 10 == 0:
        print(f"step {s} loss {float(loss):.4f}")

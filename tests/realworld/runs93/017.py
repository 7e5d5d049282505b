"""Megatron-style tensor-parallel MLP regressor on a 4-device CPU mesh (column-parallel w1,
row-parallel w2), then save the trained weights with Orbax.
XLA_FLAGS=--xla_force_host_platform_device_count=4 simulates 4 devices."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax
import jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from jax.sharding import NamedSharding, PartitionSpec as P

CKPT_DIR = "/home/user/project/ckpt_017"
D, H = 32, 128
rng = np.random.default_rng(0)
W_true = rng.normal(size=(D,)).astype(np.float32)
print(f"jax {jax.__version__} devices={jax.devices()}")

mesh = jax.make_mesh((jax.device_count(),), ("model",))
print("mesh:", mesh)


def predict(p, x):
    h = jax.nn.gelu(x @ p["w1"] + p["b1"])      # column parallel: h is sharded on 'model'
    return h @ p["w2"]                          # row parallel: partial sums reduced over 'model'


def batch(n=256):
    x = rng.normal(size=(n, D)).astype(np.float32)
    return x, np.tanh(x @ W_true / 4)[:, None]


k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.device_put(jax.random.normal(k1, (D, H)) * 0.1, NamedSharding(mesh, P(None, "model"))),
          "b1": jax.device_put(jnp.zeros(H), NamedSharding(mesh, P("model"))),
          "w2": jax.device_put(jax.random.normal(k2, (H, 1)) * 0.1, NamedSharding(mesh, P("model", None)))}
for k, v in params.items():
    print(f"  {k}: shape={v.shape} sharding={v.sharding.spec}")
tx = optax.adam(3e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for i in range(1, 201):
    params, opt_state, loss = step(params, opt_state, *batch())
    if i % 50 == 0:
        print(f"step {i} mse {float(loss):.5f}")
ckptr = ocp.StandardCheckpointer()
ckptr.save(f"{CKPT_DIR}/200", {"params": params}, force=True)
ckptr.wait_until_finished()
print(f"saved {CKPT_DIR}/200")

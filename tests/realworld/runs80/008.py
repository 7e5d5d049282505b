# data-parallel ViT-style patch classifier with shard_map over 4 host devices
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding
from jax import shard_map

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))

PATCH, D, C = 4, 64, 10
def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"patch": jax.random.normal(k1, (PATCH * PATCH * 3, D)) * 0.05,
            "mlp": jax.random.normal(k2, (D, D)) * 0.05,
            "head": jax.random.normal(k3, (D, C)) * 0.05}

def patchify(x):
    B, H, W, Cc = x.shape
    x = x.reshape(B, H // PATCH, PATCH, W // PATCH, PATCH, Cc).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(B, -1, PATCH * PATCH * Cc)

def loss_fn(params, x, y):
    h = patchify(x) @ params["patch"]
    h = h + jax.nn.gelu(h @ params["mlp"])
    logits = h.mean(1) @ params["head"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

tx = optax.adamw(1e-3)

@jax.jit
@partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")),
         out_specs=(P(), P(), P("data")))
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = jax.lax.pmean(grads, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 32, 32, 3)).astype(np.float32)
Y = rng.integers(0, C, 512)
params = init(jax.random.PRNGKey(0))
opt_state = tx.init(params)
data_sh = NamedSharding(mesh, P("data"))
for epoch in range(3):
    for i in range(0, 512, 64):
        xb = jax.device_put(X[i:i + 64], data_sh)
        yb = jax.device_put(Y[i:i + 64], data_sh)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"epoch {epoch} loss {float(loss.mean()):.4f}")

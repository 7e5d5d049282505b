"""Tensor-parallel MLP inference/training setup: shard weights over a ('data','model') mesh with
NamedSharding + jax.device_put, then jit the train step. 4 simulated CPU devices."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 2), ("data", "model"))
print("mesh:", dict(mesh.shape))

D, H = 64, 256
# sharding rules written for the Megatron layout: [in, out] kernels sharded on the TP axis
RULES = {
    "w_up":   P(None, "model"),
    "b_up":   P(None, "model"),        # bias sharded like the output dim of w_up
    "w_down": P("model", None),
    "b_down": P(None),
}

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {"w_up": jax.random.normal(k1, (D, H)) * 0.05, "b_up": jnp.zeros((H,)),
          "w_down": jax.random.normal(k2, (H, D)) * 0.05, "b_down": jnp.zeros((D,))}
for name, arr in params.items():
    print(f"  {name:7s} shape={arr.shape} spec={RULES[name]}")
params = {k: jax.device_put(v, NamedSharding(mesh, RULES[k])) for k, v in params.items()}
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x):
    def loss_fn(p):
        h = jax.nn.gelu(x @ p["w_up"] + p["b_up"])
        return jnp.mean((h @ p["w_down"] + p["b_down"] - x) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


rng = np.random.default_rng(0)
for step in range(30):
    x = jax.device_put(rng.normal(size=(32, D)).astype(np.float32), NamedSharding(mesh, P("data", None)))
    params, opt_state, loss = train_step(params, opt_state, x)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.5f}")

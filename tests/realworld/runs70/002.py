import jax, jax.numpy as jnp
from functools import partial
import optax

cfg = {"hidden": 64, "act": "gelu", "dropout": 0.0}

def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (16, cfg["hidden"])) * 0.1,
            "w2": jax.random.normal(k2, (cfg["hidden"], 1)) * 0.1}

@partial(jax.jit, static_argnums=(3,))
def train_step(params, x, y, cfg):
    def loss_fn(p):
        h = getattr(jax.nn, cfg["act"])(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, params, g), loss

key = jax.random.PRNGKey(0)
params = init(key, cfg)
x = jax.random.normal(key, (128, 16)); y = x[:, :1] * 2.0
for step in range(5):
    params, loss = train_step(params, x, y, cfg)
    print("step", step, "loss", float(loss))

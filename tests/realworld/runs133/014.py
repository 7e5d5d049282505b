"""Data + tensor parallel MLP training with jax.sharding (config written for a v4-8 TPU host: 8 chips as 4x2).
Run here on a CPU box with XLA's host platform split into 4 devices."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

CFG = {"mesh_shape": (4, 2), "mesh_axes": ("data", "model"), "d_model": 256, "d_ff": 1024, "batch": 64, "steps": 20}

print(f"jax {jax.__version__} | process {jax.process_index()} | {jax.device_count()} devices: {jax.devices()}")
mesh = jax.make_mesh(CFG["mesh_shape"], CFG["mesh_axes"])
print("mesh:", mesh)

def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (CFG["d_model"], CFG["d_ff"])) * 0.02,
            "w2": jax.random.normal(k2, (CFG["d_ff"], CFG["d_model"])) * 0.02}

param_specs = {"w1": P(None, "model"), "w2": P("model", None)}
params = jax.device_put(init(jax.random.PRNGKey(0)), {k: NamedSharding(mesh, s) for k, s in param_specs.items()})
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x):
    def lf(p):
        h = jax.nn.gelu(x @ p["w1"]) @ p["w2"]
        return jnp.mean((h - x) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


data_sharding = NamedSharding(mesh, P("data", None))
for i in range(CFG["steps"]):
    x = jax.device_put(np.random.default_rng(i).normal(size=(CFG["batch"], CFG["d_model"])).astype(np.float32), data_sharding)
    params, opt_state, loss = step(params, opt_state, x)
    print(f"step {i} loss {float(loss):.5f}")

# naive pipeline parallel: each stage's params placed on its own device (config from the 8-GPU node)
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np

CONFIG = {"n_stages": 4, "stage_devices": [0, 2, 4, 6], "d_model": 128}   # cuda:0, cuda:2, ...

devices = jax.devices()
print(f"jax {jax.__version__}  backend={jax.default_backend()}  device_count={jax.device_count()}")

def init_stage(key, d):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, 4 * d)) / jnp.sqrt(d),
            "w2": jax.random.normal(k2, (4 * d, d)) / jnp.sqrt(4 * d)}

keys = jax.random.split(jax.random.PRNGKey(0), CONFIG["n_stages"])
stages = []
for s, (k, dev_id) in enumerate(zip(keys, CONFIG["stage_devices"])):
    p = init_stage(k, CONFIG["d_model"])
    p = jax.device_put(p, devices[dev_id])
    print(f"stage {s} -> {devices[dev_id]}")
    stages.append(p)

@jax.jit
def stage_fwd(p, h):
    return h + jax.nn.gelu(h @ p["w1"]) @ p["w2"]

h = jnp.ones((16, CONFIG["d_model"]))
for s, p in enumerate(stages):
    h = stage_fwd(p, jax.device_put(h, devices[CONFIG["stage_devices"][s]]))
print("output", h.shape, float(h.mean()))

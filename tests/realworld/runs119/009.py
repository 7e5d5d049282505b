# Data+model parallel MLP: mesh copied from the TPU v3-8 config (dp=2, mp=2), run on the dev box.
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

CONFIG = {"mesh_shape": (2, 2), "mesh_axes": ("data", "model"), "batch_size": 32, "d_model": 128}
print(f"JAX {jax.__version__}, backend={jax.default_backend()}, devices={jax.devices()}")
mesh = jax.make_mesh(CONFIG["mesh_shape"], CONFIG["mesh_axes"])
print("mesh:", mesh)

params = {
    "w1": jax.device_put(jnp.zeros((CONFIG["d_model"], 512)), NamedSharding(mesh, P(None, "model"))),
    "w2": jax.device_put(jnp.zeros((512, CONFIG["d_model"])), NamedSharding(mesh, P("model", None))),
}
x = jax.device_put(np.ones((CONFIG["batch_size"], CONFIG["d_model"]), np.float32), NamedSharding(mesh, P("data", None)))

@jax.jit
def forward(params, x):
    return jax.nn.gelu(x @ params["w1"]) @ params["w2"]

print(forward(params, x).sum())

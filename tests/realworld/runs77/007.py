import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# FSDP x TP mesh shape taken from the 8-chip launch config
import jax, jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
cfg = {"mesh_shape": (2, 4), "mesh_axes": ("fsdp", "tensor"), "d_model": 256}
print("jax", jax.__version__, "device_count", jax.device_count())
devices = np.array(jax.devices()).reshape(cfg["mesh_shape"])
mesh = Mesh(devices, cfg["mesh_axes"])
w = jax.device_put(jnp.zeros((cfg["d_model"], 4 * cfg["d_model"])), NamedSharding(mesh, P("fsdp", "tensor")))
print(w.sharding)

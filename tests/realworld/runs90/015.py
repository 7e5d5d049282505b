# model-parallel training script written against the 2022 pjit/xmap tutorial
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
print("jax", jax.__version__, "devices", jax.device_count())
from jax.experimental.maps import Mesh
from jax.experimental.pjit import pjit, PartitionSpec
mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("dp", "mp"))

# 2-process data+tensor parallel training of an MLP with jax.distributed on CPU hosts.
# launch: python 004.py <process_id>   (2 processes, coordinator on localhost)
import os, sys
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax, jax.numpy as jnp
from jax.experimental import mesh_utils
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax

pid = int(sys.argv[1])
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(coordinator_address="127.0.0.1:12459", num_processes=2, process_id=pid)
print(f"process {jax.process_index()}/{jax.process_count()} local devices {jax.local_devices()}")
print(f"global device count {jax.device_count()}")

# parallel config copied from the 8-accelerator training recipe
parallel = {"data": 2, "model": 4}
devices = mesh_utils.create_device_mesh((parallel["data"], parallel["model"]))
mesh = Mesh(devices, ("data", "model"))
print("mesh", mesh)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(512)(x))
        return nn.Dense(10)(x)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"]
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)
for step in range(10):
    x = np.random.default_rng(step).normal(size=(32, 64)).astype(np.float32)
    y = np.zeros((32,), np.int32)
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, upd)
    print(f"step {step} loss {float(loss):.4f}")
jax.distributed.shutdown()

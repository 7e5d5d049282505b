# Data-parallel input sharding with jax.sharding on a 4-device host; eval batch size kept from the
# single-GPU script (6).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())
print("mesh:", mesh)

rng = np.random.default_rng(0)
W = jax.device_put(jnp.asarray(rng.normal(size=(32, 10)).astype(np.float32)), repl)


@jax.jit
def eval_step(W, x, y):
    logits = x @ W
    return (logits.argmax(-1) == y).mean()


TRAIN_BS, EVAL_BS = 64, 6
for name, bs in [("train", TRAIN_BS), ("eval", EVAL_BS)]:
    x = rng.normal(size=(bs, 32)).astype(np.float32)
    y = rng.integers(0, 10, size=(bs,))
    xs = jax.device_put(x, data_sharding)
    ys = jax.device_put(y, data_sharding)
    print(name, "acc", float(eval_step(W, xs, ys)))

"""Data-parallel evaluation of a trained linear classifier with jax.shard_map on a 4-device CPU mesh.
Each device scores its slice of the eval set; correct counts are summed with psum.
XLA_FLAGS=--xla_force_host_platform_device_count=4 simulates 4 devices."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4,), ("data",))
print(f"jax {jax.__version__}; mesh {dict(mesh.shape)}; {jax.device_count()} devices")

rng = np.random.default_rng(0)
W = rng.normal(size=(64, 10)).astype(np.float32)
b = np.zeros(10, np.float32)
params = {"w": jnp.asarray(W), "b": jnp.asarray(b)}


@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P("data", None), P("data")), out_specs=(P(), P()))
def eval_step(params, x, y):
    logits = x @ params["w"] + params["b"]
    correct = jnp.sum(jnp.argmax(logits, -1) == y)
    count = jnp.asarray(y.shape[0])
    return jax.lax.psum(correct, "data"), jax.lax.psum(count, "data")


def eval_batches(n=4096, bs=512):
    x = rng.normal(size=(n, 64)).astype(np.float32)
    y = (x @ W).argmax(1).astype(np.int32)
    for i in range(0, n, bs):
        yield jnp.asarray(x[i:i + bs]), jnp.asarray(y[i:i + bs])


total_correct = total = 0
for i, (x, y) in enumerate(eval_batches()):
    c, n = eval_step(params, x, y)
    total_correct += int(c); total += int(n)
    print(f"eval batch {i}: acc so far {total_correct / total:.4f}")
print(f"eval accuracy: {total_correct / total:.4f} on {total} examples")

# Tensor-parallel MLP with shard_map: hidden dim sharded over 'model', the second matmul's partial
# sums should be summed across shards. out_specs copied from the column-parallel first layer.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax import shard_map

mesh = Mesh(np.array(jax.devices()), ("model",))
rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(8, 16)).astype(np.float32))
W1 = jnp.asarray(rng.normal(size=(16, 64)).astype(np.float32))
W2 = jnp.asarray(rng.normal(size=(64, 16)).astype(np.float32))


@jax.jit
@partial(shard_map, mesh=mesh, in_specs=(P(), P(None, "model"), P("model", None)), out_specs=P())
def mlp(x, w1, w2):
    h = jax.nn.relu(x @ w1)
    y = h @ w2            # partial sum on each shard
    return y


y = mlp(x, W1, W2)
print("output", y.shape, float(y.sum()))

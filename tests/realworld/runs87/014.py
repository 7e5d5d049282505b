import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# Ring all-reduce/ring attention helper ported from the 8-GPU torch.distributed version (send to rank+1)
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax import shard_map

WORLD_SIZE = 8        # from the torchrun launch config: --nproc_per_node 8
print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("ring",))

def ring_attention_block(q, k, v):
    perm = [(i, (i + 1) % WORLD_SIZE) for i in range(WORLD_SIZE)]
    out = jnp.zeros_like(q)
    for _ in range(WORLD_SIZE):
        s = q @ k.T / np.sqrt(q.shape[-1])
        out = out + jax.nn.softmax(s, axis=-1) @ v
        k = jax.lax.ppermute(k, "ring", perm)
        v = jax.lax.ppermute(v, "ring", perm)
    return out / WORLD_SIZE

f = jax.jit(shard_map(ring_attention_block, mesh=mesh, in_specs=(P("ring"), P("ring"), P("ring")), out_specs=P("ring")))
T, D = 64, 16
key = jax.random.PRNGKey(0)
q, k, v = (jax.random.normal(kk, (T, D)) for kk in jax.random.split(key, 3))
out = f(q, k, v)
print("out", out.shape, float(out.mean()))

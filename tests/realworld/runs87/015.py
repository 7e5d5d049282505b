import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# Expert-parallel MoE dispatch (torch: dist.all_to_all_single over the EP group), ported to shard_map + all_to_all
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax import shard_map

NUM_EXPERTS = 6           # model config
CAPACITY = 8
D = 32
print("devices:", len(jax.devices()), "experts:", NUM_EXPERTS)
mesh = Mesh(np.array(jax.devices()), ("ep",))

def moe_dispatch(tokens, router_w):
    # tokens: (T_local, D); build (num_experts, capacity, D) buffers then exchange
    logits = tokens @ router_w
    expert = jnp.argmax(logits, -1)
    onehot = jax.nn.one_hot(expert, NUM_EXPERTS)                     # (T, E)
    pos = (jnp.cumsum(onehot, 0) - 1) * onehot
    disp = jax.nn.one_hot(pos.sum(-1).astype(jnp.int32), CAPACITY)[:, None, :] * onehot[:, :, None]  # (T,E,C)
    buf = jnp.einsum("tec,td->ecd", disp, tokens)                    # (E, C, D)
    recv = jax.lax.all_to_all(buf, "ep", split_axis=0, concat_axis=0, tiled=True)
    return recv

f = jax.jit(shard_map(moe_dispatch, mesh=mesh, in_specs=(P("ep"), P()), out_specs=P("ep")))
tokens = jax.random.normal(jax.random.PRNGKey(0), (4 * 16, D))
router_w = jax.random.normal(jax.random.PRNGKey(1), (D, NUM_EXPERTS))
out = f(tokens, router_w)
print("dispatched", out.shape)

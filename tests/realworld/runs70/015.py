import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((1, 4), ("data", "model"))
print("mesh", mesh.shape)
VOCAB, D = 1000, 64
key = jax.random.PRNGKey(0)
params = {"embed": jax.random.normal(key, (VOCAB, D)) * 0.02,
          "head": jax.random.normal(key, (D, 10)) * 0.02}       # 10 classes
param_sharding = {"embed": NamedSharding(mesh, P(None, "model")),
                  "head": NamedSharding(mesh, P(None, "model"))}   # shard output dim like Megatron column-parallel
batch_sharding = NamedSharding(mesh, P("data", None))

def loss_fn(params, ids, labels):
    h = params["embed"][ids].mean(1)
    logits = h @ params["head"]
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1))

@jax.jit
def step(params, ids, labels):
    l, g = jax.value_and_grad(loss_fn)(params, ids, labels)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g), l

step = jax.jit(step, in_shardings=(param_sharding, batch_sharding, NamedSharding(mesh, P("data"))),
               out_shardings=(param_sharding, NamedSharding(mesh, P())))
ids = jax.random.randint(key, (32, 16), 0, VOCAB); labels = jax.random.randint(key, (32,), 0, 10)
for i in range(3):
    params, l = step(params, ids, labels)
    print("step", i, float(l))

# Data-parallel MLP on 4 CPU devices with shard_map + pmean, checkpointed and resumed with Orbax.
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import functools, shutil
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
try:
    shard_map = jax.shard_map
except AttributeError:
    from jax.experimental.shard_map import shard_map

IN, CLASSES, GLOBAL_BS = 32, 10, 128
mesh = Mesh(np.array(jax.devices()), ("data",))
print("mesh:", mesh.shape, "global batch:", GLOBAL_BS)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(CLASSES)(nn.relu(nn.Dense(128)(x)))

model = MLP()
tx = optax.adam(1e-3)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))["params"]
opt_state = tx.init(params)

@jax.jit
@functools.partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    g = jax.lax.pmean(g, "data")
    loss = jax.lax.pmean(loss, "data")
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

rng = np.random.default_rng(0)
W = rng.normal(size=(IN, CLASSES))
xs = NamedSharding(mesh, P("data"))
def batch():
    x = rng.normal(size=(GLOBAL_BS, IN)).astype(np.float32)
    return jax.device_put(x, xs), jax.device_put((x @ W).argmax(-1).astype(np.int32), xs)

ckpt_dir = os.path.abspath("ckpt_013")
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
for step in range(1, 151):
    params, opt_state, loss = train_step(params, opt_state, *batch())
    if step % 25 == 0:
        print(f"step {step} loss {float(loss):.4f}")
    if step % 50 == 0:
        mngr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())

restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore({"params": params, "opt_state": opt_state}))
diff = max(float(jnp.abs(a - b).max()) for a, b in zip(jax.tree_util.tree_leaves(params), jax.tree_util.tree_leaves(restored["params"])))
print(f"restored step {mngr.latest_step()} max param diff {diff:.2e}")
params, opt_state = restored["params"], restored["opt_state"]
for step in range(151, 201):
    params, opt_state, loss = train_step(params, opt_state, *batch())
    if step % 25 == 0:
        print(f"step {step} loss {float(loss):.4f}")
x, y = batch()
acc = (model.apply({"params": params}, x).argmax(-1) == y).mean()
print(f"final eval acc {float(acc):.3f}")

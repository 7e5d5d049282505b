# Data-parallel port of a torch DDP training script to multi-process JAX (CPU, one device per process).
# Launch: RANK=0 python 011.py & RANK=1 python 011.py
import os, time, numpy as np
import jax
jax.config.update("jax_cpu_collectives_implementation", "gloo")
rank, world = int(os.environ["RANK"]), int(os.environ.get("WORLD_SIZE", "2"))
jax.distributed.initialize(coordinator_address="127.0.0.1:" + os.environ.get("MASTER_PORT", "29511"),
                           num_processes=world, process_id=rank)
import jax.numpy as jnp, flax.linen as nn, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax.experimental import multihost_utils

print(f"[rank {rank}] process {jax.process_index()}/{jax.process_count()} local devices {jax.local_devices()} global {jax.device_count()}", flush=True)
mesh = Mesh(np.array(jax.devices()), ("data",))
repl, data_sh = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(10)(x)

rng = np.random.RandomState(0)
W = rng.randn(32, 10)
X = rng.randn(4096, 32).astype(np.float32); Y = (X @ W).argmax(1).astype(np.int32)
Xv = rng.randn(512, 32).astype(np.float32); Yv = (Xv @ W).argmax(1).astype(np.int32)
# DistributedSampler: each rank takes its own shard
Xr, Yr = X[rank::world], Y[rank::world]

model = MLP()
params = jax.jit(lambda: model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))["params"], out_shardings=repl)()
tx = optax.adam(1e-3)
opt_state = jax.jit(tx.init, out_shardings=repl)(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, xb), yb).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

def global_batch(x_local):
    return multihost_utils.host_local_array_to_global_array(x_local, mesh, P("data"))

def evaluate(params):
    logits = jax.jit(model.apply)({"params": params}, global_batch(Xv[rank::world]))
    correct = (logits.argmax(-1) == global_batch(Yv[rank::world]))
    return float(jnp.mean(multihost_utils.process_allgather(correct, tiled=True)))

BS = 32
for epoch in range(3):
    t0 = time.time()
    for i in range(0, len(Xr) - BS + 1, BS):
        xb, yb = global_batch(Xr[i:i + BS]), global_batch(Yr[i:i + BS])
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"[rank {rank}] epoch {epoch} loss {float(loss):.4f} time {time.time() - t0:.1f}s", flush=True)
    if jax.process_index() == 0:          # torch: if dist.get_rank() == 0: evaluate(model)
        print(f"[rank {rank}] epoch {epoch} val_acc {evaluate(params):.4f}", flush=True)
print(f"[rank {rank}] training done", flush=True)

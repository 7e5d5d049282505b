# Multi-process data parallel (torchrun-style env: RANK / WORLD_SIZE / MASTER_ADDR / MASTER_PORT) ported to
# jax.distributed + a global mesh. Final validation runs on rank 0 only, like the original `if rank == 0: validate()`.
import os, time
import numpy as np
import jax
jax.config.update("jax_cpu_collectives_implementation", "gloo")
rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
jax.distributed.initialize(f"{os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}",
                           num_processes=world, process_id=rank)
import jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

print(f"[rank {rank}] process {jax.process_index()}/{jax.process_count()} "
      f"local={jax.local_devices()} global={jax.device_count()}", flush=True)
mesh = Mesh(np.array(jax.devices()), ("data",))
dsh, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

def shard_data(n, seed):
    rng = np.random.default_rng(1000)
    centers = rng.normal(size=(10, 32)) * 1.5
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = (centers[y] + rng.normal(size=(n, 32))).astype(np.float32)
    return x[rank::world], y[rank::world]  # DistributedSampler-style split

def global_batch(xb, yb):
    return (jax.make_array_from_process_local_data(dsh, xb),
            jax.make_array_from_process_local_data(dsh, yb))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
params, opt_state = jax.device_put((params, opt_state), rep)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

@jax.jit
def eval_step(params, xb, yb):
    return (model.apply({"params": params}, xb).argmax(-1) == yb).mean()

def validate(params):
    xv, yv = shard_data(512, 99)
    accs = [float(eval_step(params, *global_batch(xv[i:i+64], yv[i:i+64]))) for i in range(0, len(yv), 64)]
    return np.mean(accs)

xt, yt = shard_data(4096, 0)
local_bs = 64
for epoch in range(4):
    t0 = time.time()
    for step, i in enumerate(range(0, len(yt), local_bs)):
        params, opt_state, loss = train_step(params, opt_state, *global_batch(xt[i:i+local_bs], yt[i:i+local_bs]))
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done in {time.time() - t0:.1f}s", flush=True)
print(f"[rank {rank}] training finished", flush=True)
if rank == 0:
    print("[rank 0] running final validation", flush=True)
    print(f"[rank 0] final val_acc {validate(params):.4f}", flush=True)

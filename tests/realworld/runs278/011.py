"""Multi-process data-parallel training on CPU (jax.distributed, one process per 'host').
Launch: RANK=0 python 011.py & RANK=1 python 011.py"""
import os
import numpy as np
import jax
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(coordinator_address="127.0.0.1:29517", num_processes=2,
                           process_id=int(os.environ["RANK"]))
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from jax.experimental import multihost_utils
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

rank, world = jax.process_index(), jax.process_count()
print(f"[rank {rank}] process {rank}/{world} local devices {jax.local_devices()} global devices {jax.device_count()}", flush=True)
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh, repl = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))

rng = np.random.default_rng(rank)
Wt = np.random.default_rng(123).normal(size=(16, 4)).astype(np.float32)
X = rng.normal(size=(2048, 16)).astype(np.float32)
Y = (X @ Wt).argmax(-1)
Xva = np.random.default_rng(999).normal(size=(512, 16)).astype(np.float32)
Yva = (Xva @ Wt).argmax(-1)

model = MLP()
tx = optax.adam(1e-3)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
params = jax.jit(lambda p: p, out_shardings=repl)(params)
opt_state = jax.jit(tx.init, out_shardings=repl)(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

def evaluate(params):
    p = multihost_utils.process_allgather(params, tiled=True)
    acc = (np.asarray(model.apply({"params": p}, Xva)).argmax(-1) == Yva).mean()
    return acc

ckpt_dir = os.path.abspath("ckpt_ddp")
ckptr = ocp.StandardCheckpointer()
for epoch in range(3):
    for i in range(0, len(X), 64):
        xb = jax.make_array_from_process_local_data(data_sh, X[i:i + 64])
        yb = jax.make_array_from_process_local_data(data_sh, Y[i:i + 64])
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"[rank {rank}] epoch {epoch} loss {float(loss):.4f}", flush=True)
    if rank == 0:
        print(f"[rank 0] epoch {epoch} val_acc {evaluate(params):.4f}", flush=True)
        ckptr.save(os.path.join(ckpt_dir, f"epoch_{epoch}"), params, force=True)
        print(f"[rank 0] saved checkpoint epoch_{epoch}", flush=True)

print(f"[rank {rank}] training done", flush=True)

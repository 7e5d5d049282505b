"""Multi-process data-parallel training with jax.distributed (CPU), launched by a small torchrun-like launcher.
Usage: python 010.py --rank R  (env WORLD_SIZE, MASTER_ADDR, MASTER_PORT as with torchrun)."""
import argparse, os, time
import numpy as np
import jax

p = argparse.ArgumentParser()
p.add_argument("--rank", type=int, required=True)
p.add_argument("--nproc_per_node", type=int, default=int(os.environ.get("WORLD_SIZE", "4")))
args = p.parse_args()

coordinator = f"{os.environ.get('MASTER_ADDR', '127.0.0.1')}:{os.environ.get('MASTER_PORT', '29583')}"
print(f"[rank {args.rank}] initializing jax.distributed coordinator={coordinator} "
      f"num_processes={args.nproc_per_node} process_id={args.rank}", flush=True)
jax.distributed.initialize(coordinator_address=coordinator, num_processes=args.nproc_per_node,
                           process_id=args.rank, initialization_timeout=90)
print(f"[rank {args.rank}] process_index={jax.process_index()} process_count={jax.process_count()} "
      f"local_devices={jax.local_devices()} global_devices={jax.device_count()}", flush=True)

import jax.numpy as jnp
import optax
from flax import nnx
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((jax.device_count(),), ("data",))
model = nnx.Sequential(nnx.Linear(32, 64, rngs=nnx.Rngs(0)), nnx.relu, nnx.Linear(64, 4, rngs=nnx.Rngs(1)))
optimizer = nnx.Optimizer(model, optax.sgd(0.05, momentum=0.9), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(args.rank)
for step in range(1, 101):
    xl = rng.normal(size=(16, 32)).astype(np.float32)
    yl = (xl[:, :4].argmax(1)).astype(np.int32)
    x = jax.make_array_from_process_local_data(NamedSharding(mesh, P("data")), xl)
    y = jax.make_array_from_process_local_data(NamedSharding(mesh, P("data")), yl)
    loss = train_step(model, optimizer, x, y)
    if step % 20 == 0:
        print(f"[rank {args.rank}] step {step} loss {float(loss):.4f}", flush=True)
jax.distributed.shutdown()

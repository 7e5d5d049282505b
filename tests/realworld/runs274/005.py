# Data-parallel Flax training, launched like torchrun: one process per rank, env vars for rendezvous.
# Usage: python 005.py  (spawns local ranks; NNODES/NPROC_PER_NODE as in the torchrun launch script)
import os, sys, subprocess

NNODES = int(os.environ.get("NNODES", 2))
NPROC_PER_NODE = int(os.environ.get("NPROC_PER_NODE", 2))
NODE_RANK = int(os.environ.get("NODE_RANK", 0))
MASTER_ADDR = os.environ.get("MASTER_ADDR", "127.0.0.1")
MASTER_PORT = os.environ.get("MASTER_PORT", "29517")

if "RANK" not in os.environ:
    logdir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "005")
    os.makedirs(logdir, exist_ok=True)
    procs = []
    for local_rank in range(NPROC_PER_NODE):
        env = dict(os.environ, RANK=str(NODE_RANK * NPROC_PER_NODE + local_rank),
                   LOCAL_RANK=str(local_rank), WORLD_SIZE=str(NNODES * NPROC_PER_NODE))
        out = open(os.path.join(logdir, f"rank{local_rank}.log"), "w")
        procs.append(subprocess.Popen([sys.executable, os.path.abspath(__file__)], env=env,
                                      stdout=out, stderr=subprocess.STDOUT))
    codes = [p.wait() for p in procs]
    print("launcher: exit codes", codes)
    sys.exit(max(codes))

import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
print(f"[rank {rank}] initialising jax.distributed world_size={world} coordinator={MASTER_ADDR}:{MASTER_PORT}", flush=True)
jax.distributed.initialize(coordinator_address=f"{MASTER_ADDR}:{MASTER_PORT}",
                           num_processes=world, process_id=rank, initialization_timeout=90)
print(f"[rank {rank}] process_count={jax.process_count()} devices={jax.devices()}", flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 784)))
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)
rng = np.random.default_rng(rank)
for step in range(100):
    x = rng.normal(size=(32, 784)).astype(np.float32); y = rng.integers(0, 10, 32)
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, updates)
    if step % 20 == 0:
        print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)

# Multi-host data-parallel JAX training, launched torchrun-style: this launcher starts the local ranks,
# each worker calls jax.distributed.initialize from MASTER_ADDR / WORLD_SIZE / RANK.
import os, sys, subprocess

def worker():
    import numpy as np
    import jax, jax.numpy as jnp
    import flax.linen as nn
    import optax
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    print(f"[rank {rank}] initializing jax.distributed: coordinator={os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']} "
          f"num_processes={world} process_id={rank}", flush=True)
    jax.distributed.initialize(coordinator_address=f"{os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}",
                               num_processes=world, process_id=rank, initialization_timeout=900)
    print(f"[rank {rank}] process_count={jax.process_count()} devices={jax.devices()}", flush=True)

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
    tx = optax.adam(1e-3); opt = tx.init(params)
    rng = np.random.default_rng(rank)
    for step in range(100):
        x = rng.normal(size=(64, 32)).astype(np.float32); y = rng.integers(0, 10, 64)
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt = tx.update(g, opt, params); params = optax.apply_updates(params, u)
        if step % 20 == 0:
            print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)

if __name__ == "__main__":
    if os.environ.get("RANK") is not None:
        worker(); sys.exit(0)
    # launch config (copied from the 2-node torchrun job: nnodes=2, nproc_per_node=1)
    nnodes, node_rank, nproc_per_node = 2, 0, 1
    world = nnodes * nproc_per_node
    logdir = os.path.abspath("../009")
    os.makedirs(logdir, exist_ok=True)
    procs = []
    for local_rank in range(nproc_per_node):
        rank = node_rank * nproc_per_node + local_rank
        env = dict(os.environ, RANK=str(rank), WORLD_SIZE=str(world), LOCAL_RANK=str(local_rank),
                   MASTER_ADDR="127.0.0.1", MASTER_PORT="29517")
        f = open(os.path.join(logdir, f"rank{rank}.log"), "w")
        procs.append(subprocess.Popen([sys.executable, os.path.abspath(__file__)], env=env, stdout=f, stderr=subprocess.STDOUT))
        print(f"launched rank {rank} (local_rank {local_rank}) pid {procs[-1].pid}", flush=True)
    for p in procs:
        p.wait()

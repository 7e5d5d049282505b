# Multi-process data-parallel training on CPU, launched torchrun-style: one worker per "GPU".
# Launcher: python 005.py   -> spawns NPROC_PER_NODE workers, each writes ../005/rank{N}.log
import os, sys, subprocess, json

CONFIG = {  # copied from the 2-node training config
    "coordinator_address": "127.0.0.1:12355",
    "num_nodes": 2,
    "nproc_per_node": 2,
    "init_timeout_s": 60,
    "lr": 1e-3, "batch_per_proc": 32, "steps": 200,
}

def launch():
    os.makedirs("../005", exist_ok=True)
    procs = []
    for local_rank in range(CONFIG["nproc_per_node"]):
        env = dict(os.environ, RANK=str(local_rank), LOCAL_RANK=str(local_rank),
                   WORLD_SIZE=str(CONFIG["num_nodes"] * CONFIG["nproc_per_node"]))
        f = open(f"../005/rank{local_rank}.log", "w")
        procs.append((subprocess.Popen([sys.executable, __file__, "--worker"], env=env,
                                       stdout=f, stderr=subprocess.STDOUT), f))
    codes = [p.wait() for p, _ in procs]
    for _, f in procs:
        f.close()
    print("worker exit codes:", codes)

def worker():
    import numpy as np
    import jax, jax.numpy as jnp
    from flax import nnx
    import optax
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    print(f"[rank {rank}] initializing jax.distributed: world_size={world} coordinator={CONFIG['coordinator_address']}", flush=True)
    jax.distributed.initialize(coordinator_address=CONFIG["coordinator_address"],
                               num_processes=world, process_id=rank,
                               initialization_timeout=CONFIG["init_timeout_s"])
    print(f"[rank {rank}] process_count={jax.process_count()} devices={jax.device_count()}", flush=True)

    class Net(nnx.Module):
        def __init__(self, rngs):
            self.a = nnx.Linear(16, 64, rngs=rngs)
            self.b = nnx.Linear(64, 1, rngs=rngs)
        def __call__(self, x):
            return self.b(nnx.relu(self.a(x)))[:, 0]

    model = Net(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(CONFIG["lr"]), wrt=nnx.Param)
    rng = np.random.default_rng(rank)
    w = np.linspace(-1, 1, 16).astype(np.float32)

    @nnx.jit
    def step(model, opt, x, y):
        loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
        opt.update(model, g)
        return loss

    for i in range(CONFIG["steps"]):
        x = rng.normal(size=(CONFIG["batch_per_proc"], 16)).astype(np.float32)
        loss = step(model, opt, x, x @ w)
        if i % 50 == 0:
            print(f"[rank {rank}] step {i} loss {float(loss):.4f}", flush=True)

if __name__ == "__main__":
    worker() if "--worker" in sys.argv else launch()

# Multi-process data-parallel launcher (port of a torchrun job): spawns one JAX process per local device
# and each worker joins the JAX distributed runtime before training.
import os
import sys
import subprocess

TRAIN_CFG = {
    "num_nodes": 1,
    "procs_per_node": 4,      # from the 4-GPU node config
    "coordinator": "127.0.0.1:29541",
    "global_batch": 64,
    "steps": 50,
}
LOCAL_PROCS = 2               # processes this machine launches
LOG_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "009")


def worker(rank):
    import numpy as np
    import jax
    import jax.numpy as jnp
    import flax.linen as nn
    import optax
    from flax.training import train_state

    world = TRAIN_CFG["num_nodes"] * TRAIN_CFG["procs_per_node"]
    print(f"[rank {rank}] initializing distributed runtime: coordinator={TRAIN_CFG['coordinator']} "
          f"num_processes={world} process_id={rank}", flush=True)
    jax.distributed.initialize(coordinator_address=TRAIN_CFG["coordinator"],
                               num_processes=world, process_id=rank)
    print(f"[rank {rank}] process {jax.process_index()}/{jax.process_count()} "
          f"local devices {jax.local_device_count()} global devices {jax.device_count()}", flush=True)

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            return nn.Dense(2)(nn.relu(nn.Dense(64)(x)))

    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    rng = np.random.default_rng(rank)
    per_proc = TRAIN_CFG["global_batch"] // world

    @jax.jit
    def step_fn(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for step in range(1, TRAIN_CFG["steps"] + 1):
        x = rng.normal(size=(per_proc, 16)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.int32)
        state, loss = step_fn(state, x, y)
        if step % 10 == 0:
            print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)
    print(f"[rank {rank}] done", flush=True)


def launch():
    os.makedirs(LOG_DIR, exist_ok=True)
    procs = []
    for rank in range(LOCAL_PROCS):
        log = open(os.path.join(LOG_DIR, f"rank{rank}.log"), "w")
        env = dict(os.environ, RANK=str(rank))
        procs.append(subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker", str(rank)],
                                      stdout=log, stderr=subprocess.STDOUT, env=env))
    print(f"launched {len(procs)} workers: pids {[p.pid for p in procs]}", flush=True)
    codes = [p.wait() for p in procs]
    print(f"workers exited with {codes}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--worker":
        worker(int(sys.argv[2]))
    else:
        launch()

"""Two-process data-parallel training on CPU hosts (jax.distributed), Orbax checkpoint every epoch.

Usage: python 010.py            # launcher: starts 2 local worker processes
       (workers are started with RANK / WORLD_SIZE set)
"""
import os
import subprocess
import sys
import threading
import time

COORD = "127.0.0.1:29611"
WORLD = 2


def launcher():
    print(f"[launcher] starting {WORLD} workers, coordinator={COORD}", flush=True)
    procs = []
    for r in range(WORLD):
        env = dict(os.environ, RANK=str(r), WORLD_SIZE=str(WORLD), PYTHONUNBUFFERED="1")
        p = subprocess.Popen([sys.executable, __file__], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        procs.append(p)

        def pump(p=p, r=r):
            for line in p.stdout:
                sys.stdout.write(f"[rank{r}]: {line}")
                sys.stdout.flush()
        threading.Thread(target=pump, daemon=True).start()
    try:
        codes = [p.wait() for p in procs]
        print(f"[launcher] workers exited with {codes}", flush=True)
    except KeyboardInterrupt:
        print("[launcher] interrupted, terminating workers", flush=True)
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                print(f"[launcher] worker pid {p.pid} did not exit after SIGTERM, killing", flush=True)
                p.kill()
                p.wait()
        sys.exit(130)


def worker():
    import jax
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    jax.distributed.initialize(coordinator_address=COORD, num_processes=world, process_id=rank)

    import jax.numpy as jnp
    import numpy as np
    import optax
    import orbax.checkpoint as ocp
    from flax import nnx
    from jax.sharding import NamedSharding, PartitionSpec as P
    from jax.experimental import multihost_utils

    print(f"process {jax.process_index()}/{jax.process_count()} local_devices={jax.local_devices()} "
          f"global_devices={jax.device_count()}", flush=True)
    mesh = jax.make_mesh((jax.device_count(),), ("data",))
    data_sh = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())

    class Net(nnx.Module):
        def __init__(self, rngs):
            self.l1 = nnx.Linear(20, 64, rngs=rngs)
            self.l2 = nnx.Linear(64, 2, rngs=rngs)

        def __call__(self, x):
            return self.l2(nnx.relu(self.l1(x)))

    model = Net(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    gdef, state = nnx.split((model, opt))
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, x, y):
        model, opt = nnx.merge(gdef, state)
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return nnx.state((model, opt)), loss

    rng = np.random.default_rng(100 + rank)
    w = np.random.default_rng(0).normal(size=20)
    ckpt_dir = "/home/user/project/ckpt_010"
    mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    local_bs = 64
    for epoch in range(1, 4):
        t0 = time.time()
        for step in range(20):
            xl = rng.normal(size=(local_bs, 20)).astype(np.float32)
            yl = (xl @ w > 0).astype(np.int32)
            x = multihost_utils.host_local_array_to_global_array(xl, mesh, P("data"))
            y = multihost_utils.host_local_array_to_global_array(yl, mesh, P("data"))
            state, loss = train_step(state, x, y)
        print(f"epoch {epoch} loss={float(loss):.4f} ({time.time() - t0:.1f}s)", flush=True)
        if jax.process_index() == 0:  # only the main process writes checkpoints
            print(f"saving checkpoint for epoch {epoch} to {ckpt_dir}", flush=True)
            params = nnx.state(nnx.merge(gdef, state)[0], nnx.Param)
            mngr.save(epoch, args=ocp.args.StandardSave(params))
            mngr.wait_until_finished()
            print(f"checkpoint {epoch} saved", flush=True)
    print("training finished", flush=True)
    jax.distributed.shutdown()


if __name__ == "__main__":
    if "RANK" in os.environ:
        worker()
    else:
        launcher()

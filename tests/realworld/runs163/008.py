"""Two-host data-parallel training on CPU with jax.distributed (launched as 2 local processes).
Only the primary host runs validation + checkpointing; hosts sync with a barrier afterwards."""
import os
import subprocess
import sys
import time

PORT = 29763


def worker(pid, nproc):
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax
    from jax.experimental import multihost_utils

    jax.distributed.initialize(coordinator_address=f"127.0.0.1:{PORT}", num_processes=nproc, process_id=pid)
    print(f"[host {pid}] process_index={jax.process_index()} local={jax.local_devices()} global={jax.device_count()}", flush=True)
    rng = np.random.default_rng(pid)
    w = jnp.zeros((16,))
    true_w = np.linspace(-1, 1, 16)
    tx = optax.sgd(0.05)
    opt_state = tx.init(w)

    @jax.jit
    def step(w, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(w, upd), opt_state, loss

    for epoch in range(3):
        for it in range(20):
            x = rng.normal(size=(64, 16)).astype(np.float32)
            y = (x @ true_w).astype(np.float32)
            w, opt_state, loss = step(w, opt_state, x, y)
        # keep the hosts' weights identical (average across hosts)
        w = jnp.asarray(multihost_utils.process_allgather(w)).mean(0)
        print(f"[host {pid}] epoch {epoch} loss {float(loss):.4f}", flush=True)
        if jax.process_index() == 0:
            val = float(jnp.mean((jnp.asarray(np.eye(16, dtype=np.float32)) @ w - true_w) ** 2))
            print(f"[host {pid}] epoch {epoch} val_mse {val:.5f}; saving checkpoint", flush=True)
            multihost_utils.sync_global_devices("checkpoint_saved")
    print(f"[host {pid}] training done", flush=True)


def launch(nproc=2):
    procs = []
    for pid in range(nproc):
        env = dict(os.environ, JAX_PLATFORMS="cpu")
        log = open(f"/home/user/project/008_worker{pid}.log", "w")
        procs.append((subprocess.Popen([sys.executable, __file__, "--worker", str(pid), str(nproc)],
                                       stdout=log, stderr=subprocess.STDOUT, env=env), log))
    print(f"launched {nproc} workers: {[p.pid for p, _ in procs]}", flush=True)
    for p, log in procs:
        p.wait()
        log.close()
    for pid in range(nproc):
        print(f"===== worker {pid} log =====")
        print(open(f"/home/user/project/008_worker{pid}.log").read(), end="")
    print("exit codes:", [p.returncode for p, _ in procs])


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(int(sys.argv[2]), int(sys.argv[3]))
    else:
        launch()

"""Multi-process data-parallel training on CPU with jax.distributed, launched like a small torchrun.
Usage: python 011.py            (launcher: spawns one worker per entry of WORKER_HOSTS)
       python 011.py --worker   (worker)"""
import os
import subprocess
import sys
import time

# cluster.yaml (copied from the 3-node job): num_processes must match the world size
CLUSTER = {"coordinator": "127.0.0.1:29517", "num_processes": 3}
WORKER_HOSTS = ["localhost", "localhost"]          # node-2 was dropped from this reservation


def worker():
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax
    pid = int(os.environ["PROCESS_ID"])
    print(f"[worker {pid}] initializing jax.distributed coordinator={CLUSTER['coordinator']} "
          f"num_processes={CLUSTER['num_processes']} process_id={pid}", flush=True)
    jax.distributed.initialize(coordinator_address=CLUSTER["coordinator"],
                               num_processes=CLUSTER["num_processes"], process_id=pid)
    print(f"[worker {pid}] global devices: {jax.devices()}", flush=True)
    w = jnp.zeros((8,))
    tx = optax.sgd(0.1); s = tx.init(w)
    rng = np.random.default_rng(pid)
    for step in range(10):
        x = jnp.asarray(rng.normal(size=(16, 8)), jnp.float32)
        g = jax.grad(lambda w: jnp.mean((x @ w - x.sum(1)) ** 2))(w)
        u, s = tx.update(g, s); w = optax.apply_updates(w, u)
        print(f"[worker {pid}] step {step}", flush=True)


def launcher():
    print(f"launching {len(WORKER_HOSTS)} workers, coordinator {CLUSTER['coordinator']}", flush=True)
    procs = []
    for rank, host in enumerate(WORKER_HOSTS):
        env = dict(os.environ, PROCESS_ID=str(rank), JAX_PLATFORMS="cpu")
        procs.append(subprocess.Popen([sys.executable, __file__, "--worker"], env=env))
        print(f"started worker rank={rank} host={host} pid={procs[-1].pid}", flush=True)
    try:
        while any(p.poll() is None for p in procs):
            time.sleep(1)
    except KeyboardInterrupt:
        print("launcher interrupted, terminating workers", flush=True)
        for p in procs:
            p.terminate()
        for p in procs:
            p.wait()
        print("exit codes:", [p.returncode for p in procs], flush=True)
        sys.exit(130)
    print("exit codes:", [p.returncode for p in procs], flush=True)


if __name__ == "__main__":
    worker() if "--worker" in sys.argv else launcher()

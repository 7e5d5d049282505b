"""Multi-process data-parallel training on CPU (2 processes, gloo collectives) - the same code runs on 2 GPU hosts.

Usage: python 012.py            # launches 2 local worker processes (like torchrun --nproc_per_node 2)
"""
import os
import signal
import subprocess
import sys
import threading
import time

NUM_PROCESSES = 2
COORDINATOR = "127.0.0.1:29741"


def launch():
    print(f"[launcher] starting {NUM_PROCESSES} workers, coordinator {COORDINATOR}", flush=True)
    procs = []
    for rank in range(NUM_PROCESSES):
        env = dict(os.environ, PROCESS_ID=str(rank), NUM_PROCESSES=str(NUM_PROCESSES))
        p = subprocess.Popen([sys.executable, "-u", __file__], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        procs.append(p)
        threading.Thread(target=lambda p=p, r=rank: [print(f"[worker {r}] {line}", end="", flush=True)
                                                      for line in p.stdout], daemon=True).start()

    def on_term(signum, frame):
        print(f"[launcher] got signal {signum}, terminating workers", flush=True)
        for p in procs:
            p.terminate()
        time.sleep(5)
        for p in procs:
            if p.poll() is None:
                print(f"[launcher] worker pid {p.pid} still alive after SIGTERM, sending SIGKILL", flush=True)
                p.kill()
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, on_term)
    for p in procs:
        p.wait()
    print(f"[launcher] workers exited with {[p.returncode for p in procs]}", flush=True)
    sys.exit(max(p.returncode for p in procs))


def worker():
    import logging
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax
    from jax.sharding import NamedSharding, PartitionSpec as P

    rank = int(os.environ["PROCESS_ID"])
    logging.basicConfig(level=logging.INFO, format=f"%(asctime)s %(levelname)s rank{rank}: %(message)s")
    log = logging.getLogger("ddp")
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize(COORDINATOR, num_processes=int(os.environ["NUM_PROCESSES"]), process_id=rank)
    log.info("process %d/%d local devices %s global devices %d", jax.process_index(), jax.process_count(),
             jax.local_devices(), jax.device_count())

    mesh = jax.make_mesh((jax.device_count(),), ("data",))
    data_sh, repl = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())

    rng = np.random.default_rng(100 + rank)            # each process reads its own shard
    w_true = np.random.default_rng(0).normal(size=(10,)).astype(np.float32)

    def local_batch(n):
        x = rng.normal(size=(n, 10)).astype(np.float32)
        return x, (x @ w_true > 0).astype(np.int32)

    key = jax.random.PRNGKey(0)
    params = {"w1": jax.random.normal(key, (10, 32)) * 0.3, "b1": jnp.zeros(32),
              "w2": jax.random.normal(jax.random.fold_in(key, 1), (32, 2)) * 0.3, "b2": jnp.zeros(2)}
    tx = optax.adam(1e-2)
    params = jax.device_put(params, repl)
    opt_state = jax.device_put(tx.init(params), repl)

    def logits_fn(p, x):
        return jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]

    @jax.jit
    def train_step(p, s, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(p)
        u, s = tx.update(g, s)
        return optax.apply_updates(p, u), s, loss

    @jax.jit
    def eval_step(p, x, y):
        return (logits_fn(p, x).argmax(-1) == y).mean()

    for epoch in range(3):
        for step in range(20):
            xl, yl = local_batch(32)
            x = jax.make_array_from_process_local_data(data_sh, xl)
            y = jax.make_array_from_process_local_data(data_sh, yl)
            params, opt_state, loss = train_step(params, opt_state, x, y)
        log.info("epoch %d train_loss %.4f", epoch, float(loss))

    # final evaluation + export on the main process only
    if jax.process_index() == 0:
        log.info("running final evaluation on the main process")
        xv, yv = local_batch(256)
        xv = jax.make_array_from_process_local_data(data_sh, xv)
        yv = jax.make_array_from_process_local_data(data_sh, yv)
        acc = eval_step(params, xv, yv)
        log.info("final val_acc %.4f", float(acc))
    log.info("training finished")


if __name__ == "__main__":
    if "PROCESS_ID" in os.environ:
        worker()
    else:
        launch()

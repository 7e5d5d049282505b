"""Multi-host data-parallel trainer entry point (one process per host). Launched per host by the cluster script:
   JAX_COORDINATOR=10.0.0.1:1234 JAX_NUM_PROCESSES=2 JAX_PROCESS_ID=<rank> python 016.py
"""
import os, time, logging
import numpy as np
import jax, jax.numpy as jnp
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s: %(message)s", force=True)
log = logging.getLogger("trainer")

# host 1 of 2; the coordinator runs on host 0 (its port was changed to 29500 in the launcher, not here)
coordinator = os.environ.get("JAX_COORDINATOR", "127.0.0.1:29517")
num_processes = int(os.environ.get("JAX_NUM_PROCESSES", "2"))
process_id = int(os.environ.get("JAX_PROCESS_ID", "1"))

log.info("initializing jax.distributed coordinator=%s num_processes=%d process_id=%d", coordinator, num_processes, process_id)
t0 = time.time()
jax.distributed.initialize(coordinator_address=coordinator, num_processes=num_processes,
                           process_id=process_id, initialization_timeout=45)
log.info("distributed init took %.1fs; global devices: %d, local: %d", time.time() - t0, jax.device_count(), jax.local_device_count())

params = {"w": jnp.zeros((16, 1))}
tx = optax.sgd(0.1)
opt_state = tx.init(params)
r = np.random.default_rng(process_id)
for step in range(20):
    x = r.normal(size=(64, 16)).astype(np.float32)
    y = x.sum(-1, keepdims=True)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    if step % 5 == 0:
        log.info("step %d loss %.4f", step, loss)

"""Worker entry point for multi-host data-parallel training (launched once per host by our SLURM wrapper).
Host list and coordinator come from env vars set by the launcher."""
import os
import logging
import jax
import jax.numpy as jnp
import numpy as np

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s [%(name)s] %(message)s")
log = logging.getLogger("train")

COORD = os.environ.get("COORDINATOR_ADDRESS", "10.128.0.17:8476")   # head node of last week's allocation
NUM_PROCS = int(os.environ.get("NUM_PROCESSES", "2"))
PROC_ID = int(os.environ.get("PROCESS_ID", "1"))

log.info("process %d/%d connecting to coordinator %s", PROC_ID, NUM_PROCS, COORD)
jax.distributed.initialize(coordinator_address=COORD, num_processes=NUM_PROCS, process_id=PROC_ID,
                           initialization_timeout=30)
log.info("global devices: %s", jax.devices())
x = jnp.ones((jax.local_device_count(), 4))
y = jax.pmap(lambda v: jax.lax.psum(v, "i"), axis_name="i")(x)
log.info("allreduce check: %s", np.asarray(y)[0])

# Multi-host style data-parallel launch: every host runs this script with its PROCESS_ID.
import os, time, socket
import jax, jax.numpy as jnp

coord = os.environ.get("COORDINATOR_ADDRESS", "127.0.0.1:12419")
num_processes = int(os.environ.get("NUM_PROCESSES", "2"))
process_id = int(os.environ.get("PROCESS_ID", "0"))
print(f"[{socket.gethostname()}] jax {jax.__version__}: initializing distributed runtime "
      f"coordinator={coord} num_processes={num_processes} process_id={process_id}", flush=True)
t0 = time.time()
jax.distributed.initialize(coordinator_address=coord, num_processes=num_processes, process_id=process_id)
print(f"initialized in {time.time()-t0:.1f}s: process {jax.process_index()}/{jax.process_count()}, "
      f"global devices {jax.device_count()}, local {jax.local_device_count()}", flush=True)
x = jnp.ones((jax.local_device_count(), 4))
print("sum:", x.sum())

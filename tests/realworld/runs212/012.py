"""torchrun-style multi-process data parallel port: jax.distributed on CPU, one process per rank, pmean'd gradients."""
import os
import sys
import time
import numpy as np
import jax

jax.config.update("jax_cpu_collectives_implementation", "gloo")

RANK = int(os.environ["RANK"])
WORLD = int(os.environ["WORLD_SIZE"])
COORD = f"{os.environ.get('MASTER_ADDR', '127.0.0.1')}:{os.environ.get('MASTER_PORT', '29500')}"

print(f"[rank {RANK}] jax {jax.__version__}, connecting to coordinator {COORD} (world size {WORLD})", flush=True)
t0 = time.time()
jax.distributed.initialize(coordinator_address=COORD, num_processes=WORLD, process_id=RANK)
print(f"[rank {RANK}] distributed initialized in {time.time()-t0:.1f}s: process_count={jax.process_count()} "
      f"devices={jax.devices()}", flush=True)

import jax.numpy as jnp
import optax
import flax.linen as nn
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax.experimental import multihost_utils


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))


def main():
    mesh = Mesh(np.array(jax.devices()), ("data",))
    rng = np.random.default_rng(RANK)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16)))["params"]
    tx = optax.sgd(0.1)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, x), y).mean())(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    for s in range(1, 51):
        x = rng.normal(size=(32, 16)).astype(np.float32)
        y = (x[:, :4].argmax(-1)).astype(np.int32)
        gx = multihost_utils.host_local_array_to_global_array(x, mesh, P("data"))
        gy = multihost_utils.host_local_array_to_global_array(y, mesh, P("data"))
        params, opt_state, loss = step(params, opt_state, gx, gy)
        if s % 10 == 0 and RANK == 0:
            print(f"step {s} loss {float(loss):.4f}", flush=True)


if __name__ == "__main__":
    main()

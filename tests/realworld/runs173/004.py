"""Data-parallel MLP regression on 4 simulated CPU devices (jit + NamedSharding), to test the multi-GPU code path locally."""
import os

# simulate 4 devices on the laptop before jax is imported
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_devices_count=4"

import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("dp_train")

GLOBAL_BATCH = 128
STEPS = 200


class MLP(nnx.Module):
    def __init__(self, din, dh, *, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, dh, rngs=rngs)
        self.out = nnx.Linear(dh, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.l2(nnx.relu(self.l1(x)))))[:, 0]


def main():
    log.info("XLA_FLAGS=%s", os.environ["XLA_FLAGS"].strip())
    devices = jax.devices()
    log.info("backend=%s devices=%d", jax.default_backend(), len(devices))
    mesh = Mesh(np.array(devices), ("data",))
    data_sharding = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())

    rng = np.random.default_rng(0)
    x_all = rng.normal(size=(8192, 16)).astype(np.float32)
    w = rng.normal(size=16).astype(np.float32)
    y_all = (np.tanh(x_all @ w) + 0.05 * rng.normal(size=8192)).astype(np.float32)

    model = MLP(16, 128, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    state = nnx.state((model, optimizer))
    nnx.update((model, optimizer), jax.device_put(state, repl))

    @nnx.jit
    def train_step(model, optimizer, x, y):
        def loss_fn(m):
            return jnp.mean((m(x) - y) ** 2)
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    t0 = time.time()
    for step in range(1, STEPS + 1):
        idx = rng.integers(0, len(x_all), GLOBAL_BATCH)
        x = jax.device_put(x_all[idx], data_sharding)
        y = jax.device_put(y_all[idx], data_sharding)
        loss = train_step(model, optimizer, x, y)
        if step % 50 == 0:
            log.info("step %d/%d mse %.4f (%.1fs)", step, STEPS, float(loss), time.time() - t0)
    log.info("done")


if __name__ == "__main__":
    main()

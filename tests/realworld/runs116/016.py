"""Sharded data loading over 2 host devices with a background prefetch thread (like flax prefetch_to_device)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import math
import queue
import threading
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

N_SAMPLES, BATCH, EPOCHS = 1000, 64, 3
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())


def shard_reader(epoch, rng):
    """Reads the shards of one epoch and yields full global batches."""
    x = rng.normal(size=(N_SAMPLES, 16)).astype(np.float32)
    y = (x[:, :4].sum(-1) > 0).astype(np.float32)
    for i in range(0, N_SAMPLES - BATCH + 1, BATCH):     # drop_last
        yield x[i:i + BATCH], y[i:i + BATCH]


def prefetch(q, rng):
    for epoch in range(EPOCHS):
        for xb, yb in shard_reader(epoch, rng):
            q.put((jax.device_put(xb, data_sharding), jax.device_put(yb, data_sharding)))


params = {"w": jnp.zeros((16,)), "b": jnp.zeros(())}
params = jax.device_put(params, repl)
tx = optax.sgd(0.5)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


q = queue.Queue(maxsize=4)
threading.Thread(target=prefetch, args=(q, np.random.default_rng(0)), daemon=True).start()
steps_per_epoch = math.ceil(N_SAMPLES / BATCH)
print(f"mesh={mesh.shape} steps_per_epoch={steps_per_epoch} epochs={EPOCHS}", flush=True)
t0 = time.time()
for epoch in range(EPOCHS):
    for s in range(steps_per_epoch):
        x, y = q.get()
        params, opt_state, loss = step(params, opt_state, x, y)
        if s % 5 == 0:
            print(f"epoch {epoch} step {s:2d}/{steps_per_epoch} loss {float(loss):.4f} t={time.time() - t0:.1f}s", flush=True)
    print(f"epoch {epoch} finished", flush=True)
print("done")

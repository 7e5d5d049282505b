# Two-process data-parallel training of a small MLP classifier with JAX multi-controller
# (jax.distributed), a global 'data' mesh, and Orbax checkpointing at the end of every epoch.
# launch: python 010.py <process_id>   (2 processes, CPU, gloo collectives)
import os
import sys
import numpy as np
import jax
import jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

jax.config.update("jax_cpu_collectives_implementation", "gloo")
PROCESS_ID = int(sys.argv[1])
NUM_PROCESSES = 2
COORDINATOR = os.environ.get("COORDINATOR_ADDRESS", "127.0.0.1:29533")
CKPT_DIR = os.path.abspath("ckpt_010")
GLOBAL_BS = 128


def log(msg):
    print(f"[process {jax.process_index()}] {msg}", flush=True)


class ShardedLoader:
    """Each process reads its own shard of the (synthetic) dataset, like DistributedSampler."""
    def __init__(self, n, rank, world, seed=0):
        rng = np.random.default_rng(seed)
        means = rng.normal(0, 1.5, size=(10, 32))
        y = rng.integers(0, 10, size=n)
        x = means[y] + rng.normal(size=(n, 32))
        self.x, self.y = x[rank::world].astype(np.float32), y[rank::world].astype(np.int32)
        self.local_bs = GLOBAL_BS // world

    def epoch(self, e):
        idx = np.random.default_rng(e).permutation(len(self.y))
        for i in range(0, len(idx) - self.local_bs + 1, self.local_bs):
            b = idx[i:i + self.local_bs]
            yield self.x[b], self.y[b]


class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(32, 256, rngs=rngs)
        self.l2 = nnx.Linear(256, 256, rngs=rngs)
        self.l3 = nnx.Linear(256, 10, rngs=rngs)

    def __call__(self, x):
        return self.l3(nnx.relu(self.l2(nnx.relu(self.l1(x)))))


def loss_fn(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    return loss


def main():
    jax.distributed.initialize(COORDINATOR, num_processes=NUM_PROCESSES, process_id=PROCESS_ID)
    log(f"initialized: {jax.process_count()} processes, global devices {jax.devices()}")
    mesh = Mesh(np.array(jax.devices()), ("data",))
    data_sharding = NamedSharding(mesh, P("data"))
    replicated = NamedSharding(mesh, P())

    model = MLP(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    state = nnx.state((model, optimizer))
    nnx.update((model, optimizer), jax.device_put(state, replicated))

    loader = ShardedLoader(16384, jax.process_index(), jax.process_count())
    ckptr = ocp.StandardCheckpointer()
    step = 0
    for epoch in range(3):
        for xb, yb in loader.epoch(epoch):
            x = jax.make_array_from_process_local_data(data_sharding, xb)
            y = jax.make_array_from_process_local_data(data_sharding, yb)
            loss = train_step(model, optimizer, x, y)
            step += 1
            if step % 20 == 0:
                log(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        # write the checkpoint from the main process only
        if jax.process_index() == 0:
            path = os.path.join(CKPT_DIR, f"epoch_{epoch}")
            log(f"saving checkpoint to {path}")
            ckptr.save(path, nnx.state(model, nnx.Param), force=True)
            ckptr.wait_until_finished()
            log("checkpoint saved")
    log("training finished")


if __name__ == "__main__":
    main()

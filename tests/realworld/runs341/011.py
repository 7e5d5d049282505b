# Two-process data-parallel training (jax.distributed + gloo CPU collectives) of a small flax.nnx LM,
# with periodic Orbax checkpoints. Each worker is started under a wall-clock limit like a cluster job step.
import os
import sys
import subprocess

NPROC = 2
WALL_LIMIT_S = "200"


def launch():
    out_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "011")
    os.makedirs(out_dir, exist_ok=True)
    procs = []
    for r in range(NPROC):
        env = dict(os.environ, RANK=str(r), WORLD_SIZE=str(NPROC), PYTHONUNBUFFERED="1")
        f = open(os.path.join(out_dir, f"rank{r}.log"), "w")
        procs.append((subprocess.Popen(["timeout", "--kill-after=20", WALL_LIMIT_S, sys.executable, os.path.abspath(__file__)],
                                       env=env, stdout=f, stderr=subprocess.STDOUT), f))
    codes = [p.wait() for p, _ in procs]
    for _, f in procs:
        f.close()
    print("worker exit codes:", codes)


def worker():
    import time
    import numpy as np
    import jax
    import jax.numpy as jnp
    import optax
    from flax import nnx
    import orbax.checkpoint as ocp
    from jax.sharding import Mesh, PartitionSpec as P
    from jax.experimental import multihost_utils

    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize("127.0.0.1:12417", num_processes=world, process_id=rank)
    print(f"[rank {rank}] process {jax.process_index()}/{jax.process_count()}, global devices {jax.devices()}")

    VOCAB, D, SEQ, PER_HOST_BATCH = 256, 64, 32, 8

    class LM(nnx.Module):
        def __init__(self, rngs):
            self.emb = nnx.Embed(VOCAB, D, rngs=rngs)
            self.attn = nnx.MultiHeadAttention(4, D, decode=False, rngs=rngs)
            self.ln1 = nnx.LayerNorm(D, rngs=rngs)
            self.ff = nnx.Linear(D, 4 * D, rngs=rngs)
            self.ff_out = nnx.Linear(4 * D, D, rngs=rngs)
            self.ln2 = nnx.LayerNorm(D, rngs=rngs)
            self.out = nnx.Linear(D, VOCAB, rngs=rngs)

        def __call__(self, ids):
            x = self.emb(ids)
            x = x + self.attn(self.ln1(x), mask=nnx.make_causal_mask(ids))
            x = x + self.ff_out(nnx.relu(self.ff(self.ln2(x))))
            return self.out(x)

    mesh = Mesh(np.array(jax.devices()), ("data",))
    model = LM(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

    @nnx.jit
    def train_step(model, optimizer, ids):
        def loss_fn(model):
            logits = model(ids[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    ckpt_dir = os.path.abspath("ckpt_011")
    rng = np.random.default_rng(rank)
    succ = np.random.default_rng(3).integers(0, VOCAB, size=(VOCAB, 2))
    t0 = time.time()
    for step in range(1, 301):
        local = np.empty((PER_HOST_BATCH, SEQ + 1), np.int32)
        local[:, 0] = rng.integers(0, VOCAB, PER_HOST_BATCH)
        for t in range(1, SEQ + 1):
            local[:, t] = succ[local[:, t - 1], rng.integers(0, 2, PER_HOST_BATCH)]
        ids = multihost_utils.host_local_array_to_global_array(local, mesh, P("data"))
        loss = train_step(model, optimizer, ids)
        if step % 20 == 0:
            print(f"[rank {rank}] step {step} loss {float(loss):.4f} ({time.time()-t0:.1f}s)")
        if step % 100 == 0 and jax.process_index() == 0:
            mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=3))
            mngr.save(step, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
            mngr.wait_until_finished()
            print(f"[rank {rank}] saved checkpoint step {step}")
    print(f"[rank {rank}] training finished")


if __name__ == "__main__":
    if "RANK" in os.environ:
        worker()
    else:
        launch()

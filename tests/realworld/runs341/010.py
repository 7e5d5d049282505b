# Multi-process data-parallel training of a small flax.nnx LM on CPU with jax.distributed.
# Launched like torchrun: this file spawns NPROC local workers; each worker reads the run config.
import os
import sys
import subprocess

RUN_CONFIG = {  # copied from the accelerate/torchrun config of the original PyTorch job
    "num_processes": 4,
    "coordinator_address": "127.0.0.1:12391",
    "per_device_batch_size": 8,
    "learning_rate": 3e-4,
    "max_steps": 100,
}
NPROC = 2  # local launcher: one worker per core on this machine


def launch():
    out_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "010")
    os.makedirs(out_dir, exist_ok=True)
    procs = []
    for r in range(NPROC):
        env = dict(os.environ, RANK=str(r), LOCAL_RANK=str(r))
        f = open(os.path.join(out_dir, f"rank{r}.log"), "w")
        procs.append((subprocess.Popen([sys.executable, os.path.abspath(__file__)], env=env, stdout=f, stderr=subprocess.STDOUT), f))
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
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    from jax.experimental import multihost_utils

    rank = int(os.environ["RANK"])
    c = RUN_CONFIG
    print(f"[rank {rank}] initializing jax.distributed: coordinator={c['coordinator_address']} "
          f"num_processes={c['num_processes']} process_id={rank}", flush=True)
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize(coordinator_address=c["coordinator_address"], num_processes=c["num_processes"],
                               process_id=rank, initialization_timeout=90)
    print(f"[rank {rank}] process {jax.process_index()}/{jax.process_count()} "
          f"local devices {jax.local_devices()} global devices {jax.device_count()}", flush=True)

    VOCAB, D = 256, 64

    class LM(nnx.Module):
        def __init__(self, rngs):
            self.emb = nnx.Embed(VOCAB, D, rngs=rngs)
            self.attn = nnx.MultiHeadAttention(4, D, decode=False, rngs=rngs)
            self.ln = nnx.LayerNorm(D, rngs=rngs)
            self.out = nnx.Linear(D, VOCAB, rngs=rngs)

        def __call__(self, ids):
            x = self.emb(ids)
            x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
            return self.out(self.ln(x))

    mesh = Mesh(np.array(jax.devices()), ("data",))
    model = LM(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(c["learning_rate"]), wrt=nnx.Param)

    @nnx.jit
    def train_step(model, optimizer, ids):
        def loss_fn(model):
            logits = model(ids[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    rng = np.random.default_rng(rank)
    for step in range(c["max_steps"]):
        local = rng.integers(0, VOCAB, size=(c["per_device_batch_size"], 33)).astype(np.int32)
        ids = multihost_utils.host_local_array_to_global_array(local, mesh, P("data"))
        loss = train_step(model, optimizer, ids)
        if step % 10 == 0 and rank == 0:
            print(f"step {step} loss {float(loss):.4f}", flush=True)


if __name__ == "__main__":
    if "RANK" in os.environ:
        worker()
    else:
        launch()

# Multi-process data-parallel training on CPU (2 processes x 2 devices), ported from a torchrun/DDP script.
# Launch: python 010.py --rank 0 & python 010.py --rank 1
import os
import sys
import argparse
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

WORLD_SIZE, MASTER = 2, "127.0.0.1:29531"
NFEAT, NCLS, LOCAL_BATCH, EPOCHS, STEPS_PER_EPOCH = 16, 4, 64, 3, 40


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rank", type=int, required=True)
    return ap.parse_args()


def local_shard(n, rank, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(5).standard_normal((NFEAT, NCLS))
    x = rng.standard_normal((n, NFEAT)).astype(np.float32)
    y = (x @ w).argmax(-1).astype(np.int32)
    return x[rank::WORLD_SIZE], y[rank::WORLD_SIZE]


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(NCLS)(x)


def main():
    args = parse()
    jax.distributed.initialize(coordinator_address=MASTER, num_processes=WORLD_SIZE, process_id=args.rank)
    rank = jax.process_index()
    print(f"[rank {rank}] initialized: process {rank}/{jax.process_count()}, local devices {jax.local_devices()}, "
          f"global devices {jax.device_count()}", flush=True)
    mesh = Mesh(np.array(jax.devices()), ("data",))
    repl = NamedSharding(mesh, P())
    data_sh = NamedSharding(mesh, P("data"))

    model = Net()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, NFEAT)))["params"]
    params = jax.device_put(params, repl)
    tx = optax.sgd(0.05, momentum=0.9)
    opt_state = jax.device_put(tx.init(params), repl)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    @jax.jit
    def eval_step(params, x, y):
        return (model.apply({"params": params}, x).argmax(-1) == y).mean()

    xtr, ytr = local_shard(WORLD_SIZE * LOCAL_BATCH * STEPS_PER_EPOCH, rank, 0)
    xte, yte = local_shard(4096, rank, 1)
    print(f"[rank {rank}] local train shard {xtr.shape}, test shard {xte.shape}", flush=True)
    for epoch in range(EPOCHS):
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        for i in range(STEPS_PER_EPOCH):
            j = perm[i * LOCAL_BATCH:(i + 1) * LOCAL_BATCH]
            gx = jax.make_array_from_process_local_data(data_sh, xtr[j])
            gy = jax.make_array_from_process_local_data(data_sh, ytr[j])
            params, opt_state, loss = train_step(params, opt_state, gx, gy)
            if i % 10 == 0:
                print(f"[rank {rank}] epoch {epoch} step {i} loss {float(loss):.4f}", flush=True)
        print(f"[rank {rank}] epoch {epoch} done", flush=True)

    if rank == 0:
        print(f"[rank {rank}] running final evaluation", flush=True)
        gx = jax.make_array_from_process_local_data(data_sh, xte)
        gy = jax.make_array_from_process_local_data(data_sh, yte)
        acc = eval_step(params, gx, gy)
        print(f"[rank {rank}] test accuracy {float(acc):.4f}", flush=True)
    print(f"[rank {rank}] training finished", flush=True)


if __name__ == "__main__":
    main()

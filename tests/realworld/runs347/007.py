# 2-process CPU data-parallel training (DDP over gloo), ported from a Horovod/tf.data setup
# where each worker reads its own shard file.
import os
import time
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

WORLD = 2
SHARD_SIZES = [540, 500]   # samples per shard file
BATCH = 32
D = 20


def load_shard(rank):
    g = torch.Generator().manual_seed(100 + rank)
    x = torch.randn(SHARD_SIZES[rank], D, generator=g)
    y = (x[:, :5].sum(dim=1) > 0).long()
    return x, y


def worker(rank):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = "29547"
    dist.init_process_group("gloo", rank=rank, world_size=WORLD, timeout=timedelta(seconds=30))
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 2)))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    loss_fn = nn.CrossEntropyLoss()
    x, y = load_shard(rank)
    n_batches = (len(y) + BATCH - 1) // BATCH
    print(f"[rank {rank}] shard samples={len(y)} batches/epoch={n_batches}", flush=True)

    t0 = time.time()
    for epoch in range(2):
        for b in range(n_batches):
            xb, yb = x[b * BATCH:(b + 1) * BATCH], y[b * BATCH:(b + 1) * BATCH]
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if b % 5 == 0:
                print(f"[rank {rank}] epoch {epoch} step {b} loss {loss.item():.4f}", flush=True)
        dist.barrier()
        print(f"[rank {rank}] epoch {epoch} done in {time.time() - t0:.1f}s", flush=True)

    if rank == 0:
        torch.save(model.module.state_dict(), "ddp_007.pt")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, nprocs=WORLD, join=True)

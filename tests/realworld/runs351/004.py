# Data-parallel training with torch.distributed (gloo), migrated from a TPU/JAX setup
# where the number of replicas came from the run config.
import os
import datetime
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

RUN_CONFIG = {"num_replicas": 4, "global_batch_size": 64, "lr": 0.01, "steps": 20}
MASTER = "tcp://127.0.0.1:29617"


def worker(rank, cfg):
    world_size = cfg["num_replicas"]
    print(f"[rank {rank}] init_process_group world_size={world_size}", flush=True)
    dist.init_process_group("gloo", init_method=MASTER, rank=rank, world_size=world_size,
                            timeout=datetime.timedelta(seconds=30))
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 1)))
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
    local_bs = cfg["global_batch_size"] // world_size
    g = torch.Generator().manual_seed(rank)
    for step in range(cfg["steps"]):
        x = torch.randn(local_bs, 32, generator=g)
        y = x.sum(1, keepdim=True)
        loss = nn.functional.mse_loss(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if rank == 0 and step % 5 == 0:
            print(f"step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    nprocs = os.cpu_count()
    print(f"spawning {nprocs} worker processes", flush=True)
    mp.spawn(worker, args=(RUN_CONFIG,), nprocs=nprocs, join=True)

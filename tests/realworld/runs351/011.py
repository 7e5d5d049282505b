# Data-parallel training with torch.distributed (gloo) on CPU, 2 worker processes.
import os
import datetime
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

CFG = {"global_batch_size": 64, "lr": 0.05, "epochs": 4}
MASTER = "tcp://127.0.0.1:29633"


def worker(rank, world_size, cfg):
    dist.init_process_group("gloo", init_method=MASTER, rank=rank, world_size=world_size,
                            timeout=datetime.timedelta(seconds=60))
    torch.set_num_threads(1)
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(123)  # same dataset on every rank
    w = torch.randn(32, 1, generator=g)
    x = torch.randn(2048, 32, generator=g)
    y = torch.tanh(x @ w) + 0.05 * torch.randn(2048, 1, generator=g)
    ds = TensorDataset(x, y)
    sampler = DistributedSampler(ds, num_replicas=world_size, rank=rank, shuffle=True, seed=0)
    dl = DataLoader(ds, batch_size=cfg["global_batch_size"] // world_size, sampler=sampler)
    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 1)))
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"], momentum=0.9)
    for epoch in range(cfg["epochs"]):
        sampler.set_epoch(epoch)
        tot = torch.zeros(2)
        for xb, yb in dl:
            loss = nn.functional.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += torch.tensor([loss.item() * len(xb), len(xb)])
        dist.all_reduce(tot)
        if rank == 0:
            print(f"epoch {epoch + 1}/{cfg['epochs']} mean loss {tot[0] / tot[1]:.4f} (samples {int(tot[1])})", flush=True)
    p = next(model.parameters()).detach().clone()
    gathered = [torch.zeros_like(p) for _ in range(world_size)]
    dist.all_gather(gathered, p)
    if rank == 0:
        print(f"replica param max diff {max((t - gathered[0]).abs().max().item() for t in gathered):.2e}", flush=True)
        torch.save(model.module.state_dict(), "ddp_model.pt")
        print("saved ddp_model.pt", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    world_size = 2
    print(f"spawning {world_size} worker processes", flush=True)
    mp.spawn(worker, args=(world_size, CFG), nprocs=world_size, join=True)
    print("done")

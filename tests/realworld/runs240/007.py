# Switching a DDP regression script to FSDP (CPU/gloo smoke test before the cluster run)
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

def build_model():
    return nn.Sequential(nn.Linear(10, 64), nn.Tanh(), nn.Linear(64, 64), nn.Tanh(), nn.Linear(64, 1))

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    X = torch.randn(4096, 10)
    y = (torch.sin(X[:, :1] * 2) + 0.5 * X[:, 1:2] ** 2 - X[:, 2:3]).float()
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds)
    dl = DataLoader(ds, batch_size=64, sampler=sampler)
    model = build_model()
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.0)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=10 * len(dl))
    model = FSDP(model, device_id=torch.device("cpu"))
    crit = nn.MSELoss()
    for epoch in range(10):
        sampler.set_epoch(epoch)
        stats = torch.zeros(2)
        for xb, yb in dl:
            loss = crit(model(xb), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            stats += torch.tensor([loss.item() * len(yb), len(yb)])
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} mse {stats[0]/stats[1]:.6f} lr {scheduler.get_last_lr()[0]:.2e}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

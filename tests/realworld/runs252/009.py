import os
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset


def load_shard(rank):
    # each rank reads its own pre-split shard file (shards were written by a per-host export job)
    sizes = {0: 544, 1: 480}
    g = torch.Generator().manual_seed(100 + rank)
    x = torch.randn(sizes[rank], 16, generator=g)
    y = (x.sum(1) > 0).long()
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    ds = load_shard(rank)
    loader = DataLoader(ds, batch_size=32, shuffle=True)
    print(f"[rank {rank}] world={world} samples={len(ds)} batches/epoch={len(loader)}", flush=True)
    model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2)))
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    for epoch in range(3):
        for step, (xb, yb) in enumerate(loader):
            loss = nn.functional.cross_entropy(model(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
        print(f"[rank {rank}] epoch {epoch} done, last loss {loss.item():.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "model009.pt")
        print("saved model009.pt", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

# DDP training where each rank reads its own pre-sharded data file (export from the old pipeline)
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader

SHARD_ROWS = {0: 2100, 1: 2000}   # rows in data/shard-0000x.pt as written by the export job

def load_shard(rank):
    g = torch.Generator().manual_seed(100 + rank)
    n = SHARD_ROWS[rank]
    X = torch.randn(n, 16, generator=g)
    y = (X.sum(1) > 0).long()
    return TensorDataset(X, y)

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    ds = load_shard(rank)
    dl = DataLoader(ds, batch_size=64, shuffle=True)
    print(f"[rank {rank}] shard rows={len(ds)} batches={len(dl)}", flush=True)
    model = DDP(nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 2)))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    crit = nn.CrossEntropyLoss()
    for epoch in range(3):
        for step, (xb, yb) in enumerate(dl):
            loss = crit(model(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
            if step % 10 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
        dist.barrier()
        print(f"[rank {rank}] epoch {epoch} done", flush=True)
    if rank == 0:
        torch.save(model.module.state_dict(), "model_005.pt")
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

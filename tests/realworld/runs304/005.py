import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset


def load_shard(rank):
    # each worker reads its own pre-tokenised shard; shards come from the export job
    sizes = {0: 1024, 1: 960}
    g = torch.Generator().manual_seed(100 + rank)
    n = sizes[rank]
    x = torch.randn(n, 40, generator=g)
    w = torch.linspace(-1, 1, 40)
    y = (x @ w > 0).long()
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(40, 64), nn.ReLU(), nn.Linear(64, 2)))
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    ds = load_shard(rank)
    loader = DataLoader(ds, batch_size=32, shuffle=True)
    print(f"[rank {rank}/{world}] shard size {len(ds)}, {len(loader)} steps per epoch")
    loss_fn = nn.CrossEntropyLoss()
    for epoch in range(1):
        for step, (xb, yb) in enumerate(loader):
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 5 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"[rank {rank}] epoch done, waiting for other ranks")
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "model_005.pt")
        print("[rank 0] saved model_005.pt")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

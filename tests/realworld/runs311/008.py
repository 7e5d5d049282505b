# DDP training with gloo; each rank reads its own shard file (shards were written unevenly by the preprocessing job).
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)))
opt = torch.optim.SGD(model.parameters(), lr=0.01)

g = torch.Generator().manual_seed(100 + rank)
n_rows = [352, 320][rank]  # rows per shard as produced by preprocessing
X = torch.randn(n_rows, 16, generator=g); Y = X.sum(1, keepdim=True)
loader = DataLoader(TensorDataset(X, Y), batch_size=32, shuffle=True)
print(f"[rank {rank}] world_size {world} shard rows {n_rows} batches/epoch {len(loader)}", flush=True)

for epoch in range(2):
    for i, (xb, yb) in enumerate(loader):
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if i % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} iter {i} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), f"ddp_epoch{epoch}.pt")
        print(f"[rank 0] saved checkpoint epoch {epoch}", flush=True)
dist.destroy_process_group()

# manual data-parallel training (gradient all-reduce) with gloo, 2 processes via torchrun
import os
from datetime import timedelta
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.utils.data import DataLoader, TensorDataset, Subset

dist.init_process_group("gloo", timeout=timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

X = torch.randn(1025, 32)
y = (X.sum(1) > 0).long()
full = TensorDataset(X, y)
# contiguous shard per rank
per_rank = len(full) // world
start = rank * per_rank
end = len(full) if rank == world - 1 else start + per_rank
shard = Subset(full, range(start, end))
loader = DataLoader(shard, batch_size=32, shuffle=True)
print(f"[rank {rank}] shard {start}:{end} -> {len(shard)} samples, {len(loader)} batches", flush=True)

model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 2))
for p in model.parameters():
    dist.broadcast(p.data, src=0)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(3):
    total = 0.0
    for step, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        for p in model.parameters():
            dist.all_reduce(p.grad, op=dist.ReduceOp.SUM)
            p.grad /= world
        opt.step()
        total += loss.item()
    avg = torch.tensor([total / len(loader)])
    dist.all_reduce(avg)
    if rank == 0:
        print(f"epoch {epoch} mean loss {avg.item() / world:.4f}", flush=True)

dist.destroy_process_group()

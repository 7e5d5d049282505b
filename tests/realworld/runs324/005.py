# DDP training with torchrun (2 processes, gloo); rank 0 computes a global validation accuracy.
import os
from datetime import timedelta
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo", timeout=timedelta(seconds=30))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
x = torch.randn(2048, 16); y = (x.sum(1) > 0).long()
xv = torch.randn(512, 16); yv = (xv.sum(1) > 0).long()
ds = TensorDataset(x, y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.1)

def evaluate():
    model.eval()
    shard = slice(rank, None, world)
    with torch.no_grad():
        correct = (model(xv[shard]).argmax(1) == yv[shard]).sum()
    total = torch.tensor(yv[shard].numel())
    dist.all_reduce(correct); dist.all_reduce(total)
    model.train()
    return correct.item() / total.item()

for epoch in range(3):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(dl):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    if rank == 0:
        acc = evaluate()
        print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f} val_acc {acc:.4f}", flush=True)
dist.barrier()
dist.destroy_process_group()

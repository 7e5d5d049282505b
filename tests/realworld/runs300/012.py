# DDP training of a small 1D-CNN sequence classifier, torchrun on CPU with gloo
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[init] rank {rank} world {world} backend {dist.get_backend()}", flush=True)

g = torch.Generator().manual_seed(0)
def make(n):
    x = torch.randn(n, 4, 64, generator=g)
    y = (x[:, 0, :32].mean(1) + x[:, 2, 32:].mean(1) > 0).long()
    return TensorDataset(x, y)
train, val = make(4096), make(1024)
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(train, batch_size=64, sampler=sampler)
val_loader = DataLoader(val, batch_size=256, sampler=DistributedSampler(val, shuffle=False))

torch.manual_seed(0)
net = nn.Sequential(nn.Conv1d(4, 32, 5, padding=2), nn.ReLU(), nn.Conv1d(32, 32, 5, padding=2), nn.ReLU(),
                    nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(32, 2))
model = DDP(net)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)

for epoch in range(4):
    sampler.set_epoch(epoch); model.train()
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    model.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in val_loader:
            stats[0] += (model(xb).argmax(1) == yb).sum(); stats[1] += len(yb)
    dist.all_reduce(stats)
    if rank == 0:
        print(f"epoch {epoch} val_acc {(stats[0]/stats[1]).item():.4f}", flush=True)
        torch.save(model.module.state_dict(), "cnn1d_ddp.pt")
    dist.barrier()
dist.destroy_process_group()

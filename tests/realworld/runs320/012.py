# DDP training with gloo on 2 CPU processes (torchrun), DistributedSampler, rank-0 checkpoint
import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(3000, 20)
w_true = torch.randn(20, 3)
y = (X @ w_true).argmax(1)
ds = TensorDataset(X[:2600], y[:2600])
val = (X[2600:], y[2600:])
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(ds, batch_size=32, sampler=sampler)
print(f"[rank {rank}/{world}] {len(sampler)} samples, {len(loader)} batches per epoch", flush=True)

model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 3)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(5):
    sampler.set_epoch(epoch)
    model.train()
    tot = torch.zeros(2)
    for xb, yb in loader:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += torch.tensor([loss.item() * len(yb), len(yb)])
    dist.all_reduce(tot)
    model.eval()
    with torch.no_grad():
        acc = (model(val[0]).argmax(1) == val[1]).float().mean().item()
    if rank == 0:
        print(f"epoch {epoch} train_loss {tot[0].item() / tot[1].item():.4f} val_acc {acc:.4f}", flush=True)
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_mlp.pt")
    print("saved ddp_mlp.pt", flush=True)
dist.barrier()
dist.destroy_process_group()

# DDP on CPU with gloo: 2 processes, DistributedSampler, cosine schedule, checkpoint on rank 0.
import os, torch, torch.nn as nn, torch.nn.functional as F
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
N, D, C = 4096, 32, 4
centers = torch.randn(C, D)
y = torch.randint(0, C, (N,))
X = centers[y] + 0.8 * torch.randn(N, D)
ds = TensorDataset(X[:3584], y[:3584]); val = TensorDataset(X[3584:], y[3584:])
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(ds, batch_size=64, sampler=sampler)

model = DDP(nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, C)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
epochs = 5
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs * len(loader))
print(f"rank {rank}/{world}: {len(sampler)} samples, {len(loader)} batches per epoch", flush=True)
for epoch in range(epochs):
    sampler.set_epoch(epoch)
    tot = torch.zeros(2)
    for xb, yb in loader:
        loss = F.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        tot += torch.tensor([loss.item() * len(yb), len(yb)])
    dist.all_reduce(tot)
    with torch.no_grad():
        acc = (model(val.tensors[0]).argmax(1) == val.tensors[1]).float().mean().item()
    print(f"rank {rank} epoch {epoch} loss {tot[0]/tot[1]:.4f} val_acc {acc:.4f} lr {sched.get_last_lr()[0]:.4f}", flush=True)
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_clf.pt")
    print("saved ddp_clf.pt", flush=True)
dist.barrier()
dist.destroy_process_group()

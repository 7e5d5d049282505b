# DDP regression on CPU with gloo; validation on rank 0, checkpoint, then all ranks continue
import os
from datetime import timedelta
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

dist.init_process_group("gloo", timeout=timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[init] rank {rank} world {world} backend {dist.get_backend()}", flush=True)

torch.manual_seed(0)
X = torch.randn(4096, 16); w = torch.randn(16, 1)
Y = X @ w + 0.1 * torch.randn(4096, 1)
train = TensorDataset(X[:3584], Y[:3584]); val = TensorDataset(X[3584:], Y[3584:])
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train, batch_size=64, sampler=sampler)
val_loader = DataLoader(val, batch_size=128)

model = DDP(nn.Sequential(nn.Linear(16, 64), nn.Tanh(), nn.Linear(64, 1)))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

def evaluate():
    model.eval()
    total = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in val_loader:
            total[0] += nn.functional.mse_loss(model.module(xb), yb, reduction="sum")
            total[1] += len(xb)
    dist.all_reduce(total)
    model.train()
    return (total[0] / total[1]).item()

for epoch in range(3):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    if rank == 0:
        val_mse = evaluate()
        print(f"epoch {epoch} val_mse {val_mse:.4f}", flush=True)
        torch.save(model.module.state_dict(), f"ckpt_epoch{epoch}.pt")
    dist.barrier()
dist.destroy_process_group()

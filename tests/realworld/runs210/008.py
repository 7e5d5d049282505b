# 2-process DDP training of a small MLP classifier on CPU (gloo). Launched as:
#   RANK=r WORLD_SIZE=2 MASTER_ADDR=127.0.0.1 MASTER_PORT=29632 python 008.py
import os
import time
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[rank {rank}] initialised process group, world_size={world}", flush=True)

g = torch.Generator().manual_seed(0)
X = torch.randn(4096, 20, generator=g)
y = (X[:, :5].sum(1) > 0).long()
Xv = torch.randn(512, 20, generator=g)
yv = (Xv[:, :5].sum(1) > 0).long()
train_ds = TensorDataset(X, y)
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
train_dl = DataLoader(train_ds, batch_size=64, sampler=sampler)
val_dl = DataLoader(TensorDataset(Xv, yv), batch_size=128)

torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

@torch.no_grad()
def evaluate():
    model.eval()
    stats = torch.zeros(2)
    for xb, yb in val_dl:
        stats[0] += (model(xb).argmax(1) == yb).sum()
        stats[1] += len(yb)
    dist.all_reduce(stats)
    model.train()
    return (stats[0] / stats[1]).item()

for epoch in range(3):
    sampler.set_epoch(epoch)
    t0 = time.time()
    for step, (xb, yb) in enumerate(train_dl):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done in {time.time() - t0:.1f}s", flush=True)

if rank == 0:
    print(f"[rank {rank}] running final validation", flush=True)
    acc = evaluate()
    print(f"[rank {rank}] final val_acc {acc:.4f}", flush=True)
    torch.save(model.module.state_dict(), "mlp_008.pt")
    print(f"[rank {rank}] saved mlp_008.pt", flush=True)

dist.barrier()
print(f"[rank {rank}] finished", flush=True)
dist.destroy_process_group()

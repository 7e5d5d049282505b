# DDP (gloo, CPU) classifier with DistributedSampler and globally reduced validation accuracy.
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(4096, 20); Y = (X[:, :3].sum(1) > 0).long()
Xv = torch.randn(1024, 20); Yv = (Xv[:, :3].sum(1) > 0).long()
ds = TensorDataset(X, Y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
vs = DistributedSampler(TensorDataset(Xv, Yv), num_replicas=world, rank=rank, shuffle=False)
vdl = DataLoader(TensorDataset(Xv, Yv), batch_size=128, sampler=vs)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print(f"[rank {rank}] world_size {world} batches/epoch {len(dl)}", flush=True)
for epoch in range(4):
    sampler.set_epoch(epoch); model.train()
    for step, (xb, yb) in enumerate(dl):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in vdl:
            stats[0] += (model(xb).argmax(-1) == yb).sum(); stats[1] += len(yb)
    dist.all_reduce(stats)
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f} val_acc {(stats[0]/stats[1]).item():.4f}", flush=True)
dist.destroy_process_group()

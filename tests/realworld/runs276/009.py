# DDP training (gloo, CPU) with a global validation metric reduced across ranks.
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(2048, 20); Y = (X[:, :3].sum(1) > 0).long()
Xv = torch.randn(512, 20); Yv = (Xv[:, :3].sum(1) > 0).long()
ds = TensorDataset(X, Y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

def validate():
    model.eval()
    with torch.no_grad():
        correct = (model.module(Xv).argmax(-1) == Yv).sum().float()
    dist.all_reduce(correct)
    model.train()
    return correct.item() / (len(Yv) * world)

for epoch in range(3):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(dl):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f}", flush=True)
    if rank == 0:
        acc = validate()
        print(f"[rank {rank}] epoch {epoch} val_acc {acc:.4f}", flush=True)
    dist.barrier()
dist.destroy_process_group()

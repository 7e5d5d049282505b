# DDP on 2 CPU processes (gloo) with DistributedSampler, per-epoch all-reduced validation accuracy.
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
g = torch.Generator().manual_seed(0)
x = torch.randn(3000, 16, generator=g); y = ((x[:, 0] * x[:, 1] + x[:, 2]) > 0).long()
train, val = TensorDataset(x[:2500], y[:2500]), TensorDataset(x[2500:], y[2500:])
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True, seed=0)
vsampler = DistributedSampler(val, num_replicas=world, rank=rank, shuffle=False)
loader = DataLoader(train, batch_size=32, sampler=sampler)
vloader = DataLoader(val, batch_size=100, sampler=vsampler)
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
for epoch in range(5):
    sampler.set_epoch(epoch); model.train()
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in vloader:
            stats += torch.tensor([(model(xb).argmax(1) == yb).sum().item(), len(yb)])
    dist.all_reduce(stats)
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f} val_acc {(stats[0] / stats[1]).item():.4f}", flush=True)
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_ok.pt"); print("saved ddp_ok.pt", flush=True)
dist.destroy_process_group()

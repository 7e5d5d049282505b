# DDP (gloo, CPU) training of an MLP classifier with DistributedSampler; metrics all-reduced across ranks
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
g = torch.Generator().manual_seed(7)
N, D, C = 4000, 32, 5
W = torch.randn(D, C, generator=g)
X = torch.randn(N, D, generator=g)
y = (X @ W).argmax(1)
ds = TensorDataset(X[:3200], y[:3200])
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
loader = DataLoader(ds, batch_size=64, sampler=sampler)
val = DataLoader(TensorDataset(X[3200:], y[3200:]), batch_size=400,
                 sampler=DistributedSampler(TensorDataset(X[3200:], y[3200:]), num_replicas=world, rank=rank, shuffle=False))
print(f"[rank {rank}] world={world} steps_per_epoch={len(loader)}", flush=True)
model = DDP(nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, C)))
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
for epoch in range(8):
    sampler.set_epoch(epoch)
    model.train()
    stats = torch.zeros(2)
    for x, t in loader:
        loss = nn.functional.cross_entropy(model(x), t)
        opt.zero_grad(); loss.backward(); opt.step()
        stats += torch.tensor([loss.item() * len(t), len(t)])
    model.eval()
    acc = torch.zeros(2)
    with torch.no_grad():
        for x, t in val:
            acc += torch.tensor([(model(x).argmax(1) == t).sum().item(), len(t)], dtype=torch.float)
    dist.all_reduce(stats); dist.all_reduce(acc)
    print(f"[rank {rank}] epoch {epoch} train_loss {stats[0]/stats[1]:.4f} val_acc {acc[0]/acc[1]:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "mlp_012.pt")
    print("[rank 0] saved mlp_012.pt", flush=True)
dist.destroy_process_group()

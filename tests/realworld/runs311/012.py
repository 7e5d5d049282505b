# DDP training of a small classifier with gloo and DistributedSampler, launched as 2 processes.
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
W = torch.randn(20, 3)
X = torch.randn(3000, 20); Y = (X @ W).argmax(1)
ds = TensorDataset(X[:2400], Y[:2400])
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(ds, batch_size=32, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 3)))
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
print(f"[rank {rank}] world_size {world} samples/rank {len(sampler)} batches {len(loader)}", flush=True)
for epoch in range(4):
    sampler.set_epoch(epoch)
    model.train(); tot = torch.zeros(2)
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += torch.tensor([loss.item() * len(yb), len(yb)])
    dist.all_reduce(tot)
    model.eval()
    with torch.no_grad():
        acc = (model(X[2400:]).argmax(1) == Y[2400:]).float().mean().item()
    print(f"[rank {rank}] epoch {epoch} train_loss {tot[0] / tot[1]:.4f} val_acc {acc:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_clf.pt")
    print("[rank 0] saved ddp_clf.pt", flush=True)
dist.destroy_process_group()

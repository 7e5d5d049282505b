# DDP training (gloo, CPU) of an MLP; validation metrics gathered with all_reduce.
import os, datetime, torch, torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
N, D, C = 4000, 16, 3
centers = torch.randn(C, D) * 2
y = torch.randint(0, C, (N,)); X = centers[y] + torch.randn(N, D)
train = TensorDataset(X[:3500], y[:3500]); val = TensorDataset(X[3500:], y[3500:])
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train, batch_size=64, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, C)))
opt = torch.optim.SGD(model.parameters(), lr=0.05)
print(f"[rank {rank}] world_size={world} batches/epoch={len(loader)}", flush=True)

def validate():
    model.eval()
    correct = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in DataLoader(val, batch_size=250):
            correct[0] += (model(xb).argmax(1) == yb).sum(); correct[1] += len(yb)
    dist.all_reduce(correct)
    return (correct[0] / correct[1]).item()

for epoch in range(3):
    sampler.set_epoch(epoch); model.train()
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f}", flush=True)

if rank == 0:
    acc = validate()
    print(f"[rank 0] val_acc {acc:.4f}", flush=True)
    torch.save(model.module.state_dict(), "ddp_mlp.pt")
dist.barrier()
print(f"[rank {rank}] done", flush=True)
dist.destroy_process_group()

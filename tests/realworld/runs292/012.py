# DDP (gloo, 2 processes) training of a small MLP classifier with DistributedSampler.
import os, torch, torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"rank {rank}/{world} initialised (backend {dist.get_backend()})", flush=True)
g = torch.Generator().manual_seed(0)
x = torch.randn(4096, 32, generator=g); w = torch.randn(32, 4, generator=g)
y = (x @ w).argmax(1)
ds = TensorDataset(x, y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4)))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(5):
    sampler.set_epoch(epoch); tot = torch.zeros(2)
    for xb, yb in dl:
        out = model(xb); loss = nn.functional.cross_entropy(out, yb)
        loss.backward(); opt.step(); opt.zero_grad()
        tot += torch.tensor([(out.argmax(1) == yb).sum().item(), len(yb)], dtype=torch.float)
    dist.all_reduce(tot)
    print(f"rank {rank} epoch {epoch} loss {loss.item():.4f} global_acc {tot[0]/tot[1]:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_mlp.pt"); print("saved ddp_mlp.pt", flush=True)
dist.destroy_process_group()

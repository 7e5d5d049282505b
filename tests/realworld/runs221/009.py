# DDP training on 2 CPU processes (gloo). The data comes as 5 generated shard files; each rank reads files[rank::world].
import os, torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, ConcatDataset

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()

def make_shard(i, n=200):
    g = torch.Generator().manual_seed(i)
    x = torch.randn(n, 16, generator=g)
    return TensorDataset(x, (x[:, 0] > 0).long())

files = list(range(5))
my_files = files[rank::world]
ds = ConcatDataset([make_shard(i) for i in my_files])
print(f"[rank {rank}] shards {my_files} -> {len(ds)} samples", flush=True)
loader = DataLoader(ds, batch_size=20, shuffle=True)
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(2):
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_final.pt")
    print("saved ddp_final.pt", flush=True)
dist.destroy_process_group()

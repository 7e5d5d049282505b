import os
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

# synthetic click log: each record belongs to a user; users are sharded across ranks
g = torch.Generator().manual_seed(13)
N = 4000
user_id = torch.randint(0, 10_000, (N,), generator=g)
feats = torch.randn(N, 16, generator=g)
clicks = (feats[:, :4].sum(1) > 0).float()
mine = (user_id % world) == rank
ds = TensorDataset(feats[mine], clicks[mine])
loader = DataLoader(ds, batch_size=32, shuffle=True)
print(f"[rank {rank}] shard size {len(ds)}, steps/epoch {len(loader)}", flush=True)

model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)))
opt = torch.optim.SGD(model.parameters(), lr=0.05)
for epoch in range(2):
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.binary_cross_entropy_with_logits(model(xb).squeeze(1), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 20 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} finished", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), f"ctr_epoch{epoch}.pt")
        print(f"[rank {rank}] saved ctr_epoch{epoch}.pt", flush=True)
dist.destroy_process_group()

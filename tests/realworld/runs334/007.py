# DDP training with torchrun (gloo). Each rank reads its own contiguous shard of the example list.
import datetime, torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import Dataset, DataLoader

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
N = 1000
X = torch.randn(N, 20); Y = (X @ torch.randn(20, 1)).squeeze(1)

class ShardDS(Dataset):
    def __init__(self, rank, world):
        per = N // world + 1
        self.idx = list(range(rank * per, min(N, (rank + 1) * per)))
    def __len__(self): return len(self.idx)
    def __getitem__(self, i):
        j = self.idx[i]; return X[j], Y[j]

ds = ShardDS(rank, world)
dl = DataLoader(ds, batch_size=50, shuffle=True, drop_last=False)
print(f"[rank {rank}] shard size {len(ds)}, {len(dl)} batches per epoch", flush=True)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 1)))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(3):
    tot = 0.0
    for step, (x, y) in enumerate(dl):
        loss = nn.functional.mse_loss(model(x).squeeze(1), y)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item()
    t = torch.tensor([tot / len(dl)])
    dist.all_reduce(t)
    if rank == 0:
        print(f"epoch {epoch} mean loss {t.item() / world:.4f}", flush=True)
dist.destroy_process_group()

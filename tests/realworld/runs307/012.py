# DDP regression on 2 gloo ranks with DistributedSampler and an all-reduced validation loss.
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(4096, 16)
w_true = torch.randn(16, 1)
y = X @ w_true + 0.1 * torch.randn(4096, 1)
train = TensorDataset(X[:3584], y[:3584])
val_x, val_y = X[3584:], y[3584:]
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train, batch_size=64, sampler=sampler)

model = DDP(nn.Sequential(nn.Linear(16, 64), nn.Tanh(), nn.Linear(64, 1)))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
loss_fn = nn.MSELoss()
for epoch in range(4):
    sampler.set_epoch(epoch)
    model.train()
    for i, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if i % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} iter {i} loss {loss.item():.4f}", flush=True)
    model.eval()
    shard = slice(rank * len(val_x) // world, (rank + 1) * len(val_x) // world)
    with torch.no_grad():
        vloss = loss_fn(model.module(val_x[shard]), val_y[shard]).reshape(1)
    dist.all_reduce(vloss)
    print(f"[rank {rank}] epoch {epoch} val_mse {vloss.item() / world:.4f}", flush=True)
dist.barrier()
dist.destroy_process_group()

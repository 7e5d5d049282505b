# DDP training of an MLP regressor with DistributedSampler, 2 gloo ranks.
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
g = torch.Generator().manual_seed(0)
X = torch.randn(2048, 16, generator=g); w = torch.randn(16, 1, generator=g)
y = X @ w + 0.05 * torch.randn(2048, 1, generator=g)
ds = TensorDataset(X, y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
print(f"[rank {rank}] world={world} batches/epoch={len(dl)}", flush=True)
for epoch in range(5):
    sampler.set_epoch(epoch)
    tot = torch.zeros(2)
    for xb, yb in dl:
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
        tot += torch.tensor([loss.item() * len(yb), len(yb)])
    dist.all_reduce(tot)
    if rank == 0:
        print(f"epoch {epoch} mean train mse {tot[0] / tot[1]:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "mlp_ddp.pt")
    print("saved mlp_ddp.pt", flush=True)
dist.destroy_process_group()

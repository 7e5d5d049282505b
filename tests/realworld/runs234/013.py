import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
print(f"[rank {rank}] initialized, world_size={world}", flush=True)

x = torch.randn(2048, 32); y = (x[:, :4].sum(1) > 0).long()
train_ds = TensorDataset(x[:1536], y[:1536])
val_ds = TensorDataset(x[1536:], y[1536:])
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True)
val_sampler = DistributedSampler(val_ds, num_replicas=world, rank=rank, shuffle=False)
loader = DataLoader(train_ds, batch_size=32, sampler=sampler)
val_loader = DataLoader(val_ds, batch_size=128, sampler=val_sampler)
model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

def evaluate():
    model.eval()
    stats = torch.zeros(2)
    with torch.no_grad():
        for xb, yb in val_loader:
            stats[0] += (model.module(xb).argmax(-1) == yb).sum(); stats[1] += len(yb)
    dist.all_reduce(stats)
    model.train()
    return (stats[0] / stats[1]).item()

for epoch in range(5):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    acc = evaluate()
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f} val_acc {acc:.3f}", flush=True)
    if rank == 0:
        torch.save(model.module.state_dict(), "ckpt_013.pt")
    dist.barrier()
print(f"[rank {rank}] done", flush=True)
dist.destroy_process_group()

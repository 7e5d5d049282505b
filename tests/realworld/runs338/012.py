"""DDP training of a small MLP classifier on 2 CPU processes (gloo) with DistributedSampler."""
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

g = torch.Generator().manual_seed(1234)
x = torch.randn(2600, 32, generator=g)
y = (x[:, :4].sum(1) > 0).long()
train_ds, val_ds = TensorDataset(x[:2048], y[:2048]), TensorDataset(x[2048:], y[2048:])
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True, drop_last=True)
loader = DataLoader(train_ds, batch_size=32, sampler=sampler)
val_loader = DataLoader(val_ds, batch_size=256, sampler=DistributedSampler(val_ds, shuffle=False))
print(f"[rank {rank}/{world}] samples={len(sampler)} batches/epoch={len(loader)}", flush=True)

model = DDP(nn.Sequential(nn.Linear(32, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(4):
    sampler.set_epoch(epoch)
    model.train()
    total, seen = 0.0, 0
    for step, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(yb)
        seen += len(yb)
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    model.eval()
    correct = count = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
            count += len(yb)
    stats = torch.tensor([total, seen, correct, count], dtype=torch.float64)
    dist.all_reduce(stats)
    if rank == 0:
        print(f"epoch {epoch} train_loss {stats[0] / stats[1]:.4f} val_acc {stats[2] / stats[3]:.4f}", flush=True)

if rank == 0:
    torch.save(model.module.state_dict(), "mlp_ddp_ok.pt")
    print("saved mlp_ddp_ok.pt", flush=True)
dist.barrier()
dist.destroy_process_group()

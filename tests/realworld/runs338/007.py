"""DDP fine-tune of a small MLP classifier, 2 CPU processes (gloo). Each rank reads its own shard file."""
import os
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

# the preprocessing job wrote one shard per worker; shards are split by source file, not by count
g = torch.Generator().manual_seed(1234 + rank)
n_local = [600, 664][rank]
x = torch.randn(n_local, 32, generator=g)
y = (x[:, :4].sum(1) > 0).long()
loader = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
print(f"[rank {rank}/{world}] shard samples={n_local} batches/epoch={len(loader)}", flush=True)

model = nn.Sequential(nn.Linear(32, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 2))
model = DDP(model)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(3):
    model.train()
    total, correct, seen = 0.0, 0, 0
    for step, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item()
        seen += len(yb)
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    stats = torch.tensor([total, correct, seen], dtype=torch.float64)
    dist.all_reduce(stats)
    if rank == 0:
        print(f"epoch {epoch} train_loss {stats[0] / stats[2]:.4f} train_acc {stats[1] / stats[2]:.4f}", flush=True)

if rank == 0:
    torch.save(model.module.state_dict(), "mlp_ddp.pt")
    print("saved mlp_ddp.pt", flush=True)
dist.barrier()
dist.destroy_process_group()

import os
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
train_ds = TensorDataset(x[:1536], y[:1536]); val_x, val_y = x[1536:], y[1536:]
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train_ds, batch_size=32, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

def evaluate():
    model.eval()
    with torch.no_grad():
        correct = (model.module(val_x).argmax(-1) == val_y).sum().float()
    dist.all_reduce(correct)
    model.train()
    return correct.item() / (len(val_y) * world)

for epoch in range(5):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"[rank {rank}] epoch {epoch} loss {loss.item():.4f}", flush=True)
    if rank == 0:
        acc = evaluate()
        print(f"[rank {rank}] epoch {epoch} val_acc {acc:.3f}", flush=True)
        torch.save(model.module.state_dict(), "ckpt_009.pt")
    dist.barrier()
dist.destroy_process_group()

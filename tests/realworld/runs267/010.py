import os, time
import numpy as np
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)

# sequence data is stored in shards; each rank reads its own shard files
shard_sizes = [1280, 1088, 1216, 960, 1152]
my_shards = [s for i, s in enumerate(shard_sizes) if i % world == rank]
n = sum(my_shards)
g = torch.Generator().manual_seed(100 + rank)
x = torch.randn(n, 24, 8, generator=g)
y = (x[:, :, 0].cumsum(1)[:, -1] > 0).long()
loader = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True)
print(f"[rank {rank}] world_size={world} shards={my_shards} samples={n} batches={len(loader)}", flush=True)

class SeqClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 32, batch_first=True)
        self.head = nn.Linear(32, 2)
    def forward(self, x):
        out, h = self.gru(x)
        return self.head(h[-1])

model = DDP(SeqClassifier())
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
lossf = nn.CrossEntropyLoss()
for step, (xb, yb) in enumerate(loader):
    opt.zero_grad()
    loss = lossf(model(xb), yb)
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
print(f"[rank {rank}] epoch done, waiting for other ranks", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "gru_ddp.pt")
    print("saved gru_ddp.pt", flush=True)
dist.destroy_process_group()

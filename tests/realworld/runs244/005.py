# 2D (data x tensor) parallel fine-tune of a small MLP block, config ported from a 4-card job.
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

DP, TP = 2, 2

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()
print(f"[rank {rank}] world_size={world} dp={DP} tp={TP}", flush=True)
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
print(f"[rank {rank}] mesh {mesh}", flush=True)


class FFN(nn.Module):
    def __init__(self, d=64, h=256):
        super().__init__()
        self.w1 = nn.Linear(d, h)
        self.w2 = nn.Linear(h, d)

    def forward(self, x):
        return self.w2(torch.relu(self.w1(x)))


torch.manual_seed(0)
model = FFN()
model = parallelize_module(model, mesh["tp"], {"w1": ColwiseParallel(), "w2": RowwiseParallel()})
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    x = torch.randn(8, 64)
    loss = model(x).pow(2).mean()
    loss.backward(); opt.step(); opt.zero_grad()
    if rank == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

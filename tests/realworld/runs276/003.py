# 2D (data x tensor) parallel setup ported from a 4-GPU recipe; launched with torchrun.
import os, torch, torch.nn as nn
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[rank {rank}] world_size={world}", flush=True)
DP, TP = 2, 2
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
print(f"[rank {rank}] mesh {mesh}", flush=True)
model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(5):
    x = torch.randn(16, 32); y = torch.randint(0, 4, (16,))
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

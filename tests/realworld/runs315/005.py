# 2D (data x tensor) parallel MLP launched with torchrun on CPU/gloo.
import os, torch, torch.nn as nn, torch.nn.functional as F
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh

DP, TP = 2, 2
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"rank {rank}/{world} initialised, building mesh dp={DP} tp={TP}", flush=True)
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
tp_mesh, dp_mesh = mesh["tp"], mesh["dp"]
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel
model = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4))
model = parallelize_module(model, tp_mesh, {"0": ColwiseParallel(), "2": RowwiseParallel()})
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
torch.manual_seed(dp_mesh.get_local_rank())
for step in range(20):
    x = torch.randn(16, 32); y = torch.randint(0, 4, (16,))
    loss = F.cross_entropy(model(x), y)
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0 and rank == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

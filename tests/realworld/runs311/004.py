# 2D (dp x tp) training setup with DeviceMesh, launched with torchrun.
import os
import torch
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh

TP_SIZE = 2
DP_SIZE = 2

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()
print(f"[rank {rank}] world_size={world} dp={DP_SIZE} tp={TP_SIZE}", flush=True)
mesh = init_device_mesh("cpu", (DP_SIZE, TP_SIZE), mesh_dim_names=("dp", "tp"))
dp_mesh, tp_mesh = mesh["dp"], mesh["tp"]
model = torch.nn.Linear(64, 64)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(10):
    x = torch.randn(8, 64)
    loss = model(x).pow(2).mean()
    opt.zero_grad(); loss.backward()
    for p in model.parameters():
        dist.all_reduce(p.grad, group=dp_mesh.get_group())
    opt.step()
    print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

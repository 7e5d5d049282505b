# 2D (data x tensor) parallel training of a small MLP with DTensor on CPU/gloo.
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

DP, TP = 2, 2  # from the run config used on the 4-GPU box

dist.init_process_group("gloo")
rank = dist.get_rank()
print(f"[rank {rank}] world_size={dist.get_world_size()} dp={DP} tp={TP}", flush=True)
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
tp_mesh = mesh["tp"]


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(64, 256)
        self.down = nn.Linear(256, 64)

    def forward(self, x):
        return self.down(torch.relu(self.up(x)))


torch.manual_seed(0)
model = parallelize_module(MLP(), tp_mesh, {"up": ColwiseParallel(), "down": RowwiseParallel()})
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(10):
    x = torch.randn(16, 64)
    loss = (model(x) - x).pow(2).mean()
    loss.backward(); opt.step(); opt.zero_grad()
    if rank == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

# 2D (data x tensor) parallel fine-tuning of a small MLP block with DeviceMesh, launched with torchrun.
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel

DP, TP = 2, 2
dist.init_process_group("gloo")
rank = dist.get_rank()
print(f"[rank {rank}] world_size={dist.get_world_size()} dp={DP} tp={TP}", flush=True)
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
tp_mesh = mesh["tp"]

class FFN(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.up = nn.Linear(d, 4 * d)
        self.down = nn.Linear(4 * d, d)
    def forward(self, x):
        return self.down(torch.relu(self.up(x)))

torch.manual_seed(0)
model = parallelize_module(FFN(), tp_mesh, {"up": ColwiseParallel(), "down": RowwiseParallel()})
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(20):
    x = torch.randn(16, 64)
    loss = (model(x) - x).pow(2).mean()
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0 and rank == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

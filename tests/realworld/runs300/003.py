# 2D (data x tensor) parallel MLP, launched with torchrun on CPU / gloo
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel

DP, TP = 2, 2
rank = int(os.environ["RANK"]); world = int(os.environ["WORLD_SIZE"])
print(f"rank {rank}/{world} starting, mesh dp={DP} tp={TP}", flush=True)

mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
print(f"rank {rank}: mesh {mesh}", flush=True)

class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(128, 512)
        self.act = nn.GELU()
        self.down = nn.Linear(512, 128)
    def forward(self, x):
        return self.down(self.act(self.up(x)))

torch.manual_seed(0)
model = MLP()
model = parallelize_module(model, mesh["tp"], {"up": ColwiseParallel(), "down": RowwiseParallel()})
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(20):
    x = torch.randn(32, 128)
    loss = (model(x) - x).pow(2).mean()
    opt.zero_grad(); loss.backward(); opt.step()
    if rank == 0 and step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

import os, torch, torch.nn as nn
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh
from torch.nn.parallel import DistributedDataParallel as DDP

# 2-D layout from the cluster recipe: data parallel x tensor parallel
DP, TP = 2, 2
dist.init_process_group("gloo")
rank = dist.get_rank()
print(f"[rank {rank}] init done, world_size={dist.get_world_size()}", flush=True)
mesh = init_device_mesh("cpu", (DP, TP), mesh_dim_names=("dp", "tp"))
dp_group = mesh.get_group("dp")
torch.manual_seed(0)
model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4)), process_group=dp_group)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(20):
    x = torch.randn(16, 32); y = torch.randint(0, 4, (16,))
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad(); loss.backward(); opt.step()
    if step % 5 == 0:
        print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

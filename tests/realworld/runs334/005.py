# 2-D (data x tensor) parallel MLP, launched with torchrun; mesh shape from the run config
import os, torch, torch.nn as nn, torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel

cfg = {"dp": 2, "tp": 2, "hidden": 128, "steps": 20}
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[rank {rank}] world_size={world} config={cfg}", flush=True)
mesh = init_device_mesh("cpu", (cfg["dp"], cfg["tp"]), mesh_dim_names=("dp", "tp"))
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(64, cfg["hidden"]), nn.ReLU(), nn.Linear(cfg["hidden"], 10))
model = parallelize_module(model, mesh["tp"], {"0": ColwiseParallel(), "2": RowwiseParallel()})
opt = torch.optim.SGD(model.parameters(), lr=0.05)
for step in range(cfg["steps"]):
    x = torch.randn(16, 64); y = torch.randint(0, 10, (16,))
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad(); loss.backward(); opt.step()
    if rank == 0 and step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

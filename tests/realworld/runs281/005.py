# 2-D (data x tensor parallel) training ported from the 4-GPU node recipe; CPU/gloo smoke run
import os, torch, torch.nn as nn, torch.distributed as dist
from dataclasses import dataclass
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel

@dataclass
class ParallelConfig:
    dp: int = 2
    tp: int = 2
    batch_size: int = 16
    steps: int = 20

cfg = ParallelConfig()
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
print(f"[rank {rank}] initialised process group: backend=gloo world_size={world}", flush=True)
print(f"[rank {rank}] parallel config: {cfg}", flush=True)
torch.manual_seed(0)

class FFN(nn.Module):
    def __init__(self, d=128, h=512):
        super().__init__()
        self.up = nn.Linear(d, h); self.act = nn.GELU(); self.down = nn.Linear(h, d)
    def forward(self, x):
        return self.down(self.act(self.up(x)))

mesh = init_device_mesh("cpu", (cfg.dp, cfg.tp), mesh_dim_names=("dp", "tp"))
model = parallelize_module(FFN(), mesh["tp"], {"up": ColwiseParallel(), "down": RowwiseParallel()})
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(cfg.steps):
    x = torch.randn(cfg.batch_size, 128)
    loss = (model(x) - x).pow(2).mean()
    opt.zero_grad(); loss.backward(); opt.step()
    if rank == 0 and step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

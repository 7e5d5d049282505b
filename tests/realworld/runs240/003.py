# 2D (data x tensor) parallel setup copied from the 4-GPU recipe, launched with 2 CPU processes
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel

DP_SIZE = 2
TP_SIZE = 2

class MLP(nn.Module):
    def __init__(self, d=64, h=256):
        super().__init__()
        self.up = nn.Linear(d, h); self.act = nn.GELU(); self.down = nn.Linear(h, d)
    def forward(self, x):
        return self.down(self.act(self.up(x)))

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    print(f"[rank {rank}] world_size={world} dp={DP_SIZE} tp={TP_SIZE}", flush=True)
    mesh = init_device_mesh("cpu", (DP_SIZE, TP_SIZE), mesh_dim_names=("dp", "tp"))
    tp_mesh = mesh["tp"]
    torch.manual_seed(0)
    model = MLP()
    model = parallelize_module(model, tp_mesh, {"up": ColwiseParallel(), "down": RowwiseParallel()})
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    for step in range(20):
        x = torch.randn(16, 64)
        loss = (model(x) - x).pow(2).mean()
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"[rank {rank}] step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

DP_SIZE = 2
TP_SIZE = 2


class FeedForward(nn.Module):
    def __init__(self, dim=64, hidden=256, n_classes=8):
        super().__init__()
        self.up = nn.Linear(dim, hidden)
        self.down = nn.Linear(hidden, dim)
        self.head = nn.Linear(dim, n_classes)

    def forward(self, x):
        return self.head(self.down(torch.relu(self.up(x))))


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    print(f"rank {rank}: world_size={dist.get_world_size()} dp={DP_SIZE} tp={TP_SIZE}")
    mesh = init_device_mesh("cpu", (DP_SIZE, TP_SIZE), mesh_dim_names=("dp", "tp"))
    tp_mesh = mesh["tp"]

    torch.manual_seed(0)
    model = FeedForward()
    model = parallelize_module(model, tp_mesh, {"up": ColwiseParallel(), "down": RowwiseParallel()})
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

    g = torch.Generator().manual_seed(100 + mesh["dp"].get_local_rank())
    for step in range(50):
        x = torch.randn(32, 64, generator=g)
        y = torch.randint(0, 8, (32,), generator=g)
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 10 == 0 and rank == 0:
            print(f"step {step} loss {loss.item():.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

CKPT_DIR = "ckpt"


class Regressor(nn.Module):
    def __init__(self, d_in=16, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(d_in, hidden), nn.GELU(), nn.LayerNorm(hidden))
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.head(self.encoder(x)).squeeze(-1)


def make_data(n=3000, d=16):
    g = torch.Generator().manual_seed(42)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, generator=g)
    y = torch.sin(x @ w) + 0.05 * torch.randn(n, generator=g)
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    model = Regressor()
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    path = os.path.join(CKPT_DIR, f"rank{rank}.pt")
    print(f"[rank {rank}] resuming from {path}", flush=True)
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"])
    opt.load_state_dict(state["optim"])
    start_epoch = state["epoch"]
    print(f"[rank {rank}] resumed at epoch {start_epoch}", flush=True)
    ds = make_data()
    sampler = DistributedSampler(ds, shuffle=True, seed=3)
    dl = DataLoader(ds, batch_size=50, sampler=sampler)
    for epoch in range(start_epoch, start_epoch + 4):
        sampler.set_epoch(epoch)
        tot = torch.zeros(2)
        for x, y in dl:
            loss = nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            for p in model.parameters():
                dist.all_reduce(p.grad)
                p.grad /= world
            opt.step()
            tot += torch.tensor([loss.item() * len(y), len(y)])
        dist.all_reduce(tot)
        if rank == 0:
            print(f"epoch {epoch} mse {tot[0].item() / tot[1].item():.5f}", flush=True)
        torch.save({"model": model.state_dict(), "optim": opt.state_dict(), "epoch": epoch + 1, "world_size": world},
                   os.path.join(CKPT_DIR, f"resume_rank{rank}.pt"))
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

CKPT_DIR = "ckpt"
HIDDEN = 64


class Regressor(nn.Module):
    def __init__(self, d_in=16, hidden=HIDDEN):
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


def average_gradients(model, world):
    for p in model.parameters():
        if p.grad is not None:
            dist.all_reduce(p.grad, op=dist.ReduceOp.SUM)
            p.grad /= world


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(1)
    model = Regressor()
    for p in model.parameters():
        dist.broadcast(p.data, src=0)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    ds = make_data()
    sampler = DistributedSampler(ds, shuffle=True, seed=3)
    dl = DataLoader(ds, batch_size=50, sampler=sampler)
    print(f"[rank {rank}] world={world} batches/epoch={len(dl)}", flush=True)
    for epoch in range(6):
        sampler.set_epoch(epoch)
        tot = torch.zeros(2)
        for x, y in dl:
            loss = nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            average_gradients(model, world)
            opt.step()
            tot += torch.tensor([loss.item() * len(y), len(y)])
        dist.all_reduce(tot)
        if rank == 0:
            print(f"epoch {epoch} mse {tot[0].item() / tot[1].item():.5f}", flush=True)
    os.makedirs(CKPT_DIR, exist_ok=True)
    path = os.path.join(CKPT_DIR, f"rank{rank}.pt")
    torch.save({"model": model.state_dict(), "optim": opt.state_dict(), "epoch": 6, "world_size": world}, path)
    print(f"[rank {rank}] saved {path}", flush=True)
    dist.barrier()
    state = torch.load(path, map_location="cpu")
    model2 = Regressor()
    model2.load_state_dict(state["model"])
    with torch.no_grad():
        x, y = ds.tensors
        mse = nn.functional.mse_loss(model2(x), y).item()
    print(f"[rank {rank}] reloaded checkpoint, full-set mse {mse:.5f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

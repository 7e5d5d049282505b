import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

CKPT = "ckpt/rank0.pt"
HIDDEN = 96


class Regressor(nn.Module):
    def __init__(self, d_in=16, hidden=HIDDEN):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(d_in, hidden), nn.GELU(), nn.LayerNorm(hidden))
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.head(self.encoder(x)).squeeze(-1)


def make_data(n=2000, d=16):
    g = torch.Generator().manual_seed(7)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, generator=g)
    y = torch.sin(x @ w) + 0.05 * torch.randn(n, generator=g)
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    model = Regressor()
    if rank == 0:
        # rank 0 loads pretrained weights, DDP broadcasts them to the other ranks
        print(f"[rank 0] loading pretrained weights from {CKPT}", flush=True)
        state = torch.load(CKPT, map_location="cpu")
        model.load_state_dict(state["model"])
    ddp = DDP(model)
    print(f"[rank {rank}] model ready, params={sum(p.numel() for p in model.parameters())}", flush=True)
    opt = torch.optim.AdamW(ddp.parameters(), lr=1e-3, weight_decay=0.01)
    ds = make_data()
    sampler = DistributedSampler(ds, seed=0)
    dl = DataLoader(ds, batch_size=32, sampler=sampler)
    for epoch in range(3):
        sampler.set_epoch(epoch)
        for step, (x, y) in enumerate(dl):
            loss = nn.functional.mse_loss(ddp(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if rank == 0 and step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

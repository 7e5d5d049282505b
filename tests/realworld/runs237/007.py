import torch
import torch.nn as nn
import torch.distributed as dist
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

LR = 0.015


def make_data(n=6000, d=24):
    g = torch.Generator().manual_seed(5)
    x = torch.randn(n, d, generator=g) * 2.0
    w = torch.randn(d, 1, generator=g)
    y = x @ w + 0.5 * torch.tanh(x[:, :1] * x[:, 1:2]) + 0.1 * torch.randn(n, 1, generator=g)
    return TensorDataset(x, y)


def sync_gradients(model):
    for p in model.parameters():
        if p.grad is not None:
            dist.all_reduce(p.grad, op=dist.ReduceOp.SUM)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(24, 64), nn.ReLU(), nn.Linear(64, 1))
    for p in model.parameters():
        dist.broadcast(p.data, src=0)
    opt = torch.optim.SGD(model.parameters(), lr=LR, momentum=0.9)
    ds = make_data()
    sampler = DistributedSampler(ds, seed=0)
    dl = DataLoader(ds, batch_size=64, sampler=sampler, drop_last=True)
    if rank == 0:
        print(f"world_size={world} lr={LR} per_rank_batch=64 steps/epoch={len(dl)}", flush=True)
    step = 0
    for epoch in range(4):
        sampler.set_epoch(epoch)
        for x, y in dl:
            loss = nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            sync_gradients(model)
            opt.step()
            step += 1
            if rank == 0 and step % 5 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.6g}", flush=True)
    if rank == 0:
        print("done", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

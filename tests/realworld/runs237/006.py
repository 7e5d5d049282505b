import datetime
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 20, generator=g)
    w = torch.linspace(-1, 1, 20)
    y = (x @ w + 0.3 * torch.randn(n, generator=g) > 0).long()
    return TensorDataset(x, y)


@torch.no_grad()
def evaluate(model, dl):
    model.eval()
    stats = torch.zeros(2)
    for x, y in dl:
        stats[0] += (model(x).argmax(-1) == y).sum()
        stats[1] += y.numel()
    dist.all_reduce(stats)
    model.train()
    return (stats[0] / stats[1]).item()


def main():
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(20, 32), nn.Tanh(), nn.Linear(32, 2)))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    train_ds, val_ds = make_split(2400, 1), make_split(600, 2)
    tr_sampler = DistributedSampler(train_ds, seed=0)
    train_dl = DataLoader(train_ds, batch_size=40, sampler=tr_sampler)
    val_dl = DataLoader(val_ds, batch_size=100, sampler=DistributedSampler(val_ds, shuffle=False))
    for epoch in range(4):
        tr_sampler.set_epoch(epoch)
        for step, (x, y) in enumerate(train_dl):
            loss = nn.functional.cross_entropy(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"[rank {rank}] epoch {epoch} last loss {loss.item():.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        acc = evaluate(model, val_dl)
        print(f"final val_acc {acc:.4f}", flush=True)
        torch.save(model.module.state_dict(), "final.pt")
        print("saved final.pt", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

# DDP regression model (torchrun, gloo on CPU) with per-epoch validation and checkpointing
import os
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler


def reduce_mean(t):
    t = t.clone()
    dist.all_reduce(t, op=dist.ReduceOp.SUM)
    return t / dist.get_world_size()


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    tot, n = torch.zeros(1), torch.zeros(1)
    for xb, yb in loader:
        tot += nn.functional.mse_loss(model(xb), yb, reduction="sum")
        n += yb.numel()
    model.train()
    return (reduce_mean(tot) / reduce_mean(n)).item()


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    print(f"rank {rank}/{world} started (pid {os.getpid()})", flush=True)
    torch.manual_seed(0)
    X = torch.randn(2400, 20)
    w = torch.randn(20, 1)
    Y = X @ w + 0.1 * torch.randn(2400, 1)
    train_ds, val_ds = TensorDataset(X[:2000], Y[:2000]), TensorDataset(X[2000:], Y[2000:])
    train_sampler = DistributedSampler(train_ds, shuffle=True)
    train_dl = DataLoader(train_ds, batch_size=50, sampler=train_sampler)
    val_dl = DataLoader(val_ds, batch_size=200)

    model = DDP(nn.Sequential(nn.Linear(20, 64), nn.Tanh(), nn.Linear(64, 1)))
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    for epoch in range(3):
        train_sampler.set_epoch(epoch)
        for step, (xb, yb) in enumerate(train_dl):
            loss = nn.functional.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 5 == 0:
                avg = reduce_mean(loss.detach())
                if rank == 0:
                    print(f"epoch {epoch} step {step}/{len(train_dl)} loss {avg.item():.4f}", flush=True)
        if rank == 0:
            val = evaluate(model, val_dl)
            print(f"epoch {epoch} val_mse {val:.4f}", flush=True)
            torch.save(model.module.state_dict(), f"ckpt_011_epoch{epoch}.pt")
        dist.barrier()
    if rank == 0:
        print("training complete", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

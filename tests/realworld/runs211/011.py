import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

CKPT = "resume_011.pt"


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 16, generator=g)
    y = ((x[:, 0] * x[:, 1] > 0) ^ (x[:, 2] > 0.5)).long()
    return TensorDataset(x, y)


def run_epochs(ddp, opt, sched, loader, sampler, val, start, stop, rank):
    for epoch in range(start, stop):
        sampler.set_epoch(epoch)
        ddp.train()
        tot = torch.zeros(2)
        for x, y in loader:
            loss = nn.functional.cross_entropy(ddp(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += torch.tensor([loss.item() * len(y), len(y)])
        sched.step()
        dist.all_reduce(tot)
        ddp.eval()
        with torch.no_grad():
            acc = (ddp(val.tensors[0]).argmax(1) == val.tensors[1]).float().mean().item()
        if rank == 0:
            print(f"epoch {epoch} train_loss {tot[0] / tot[1]:.4f} val_acc {acc:.4f} lr {sched.get_last_lr()[0]:.2e}")


def build(rank):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 2))
    ddp = DDP(model)
    opt = torch.optim.AdamW(ddp.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
    return ddp, opt, sched


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    train, val = make_data(6000, 1), make_data(1000, 2)
    sampler = DistributedSampler(train, seed=42)
    loader = DataLoader(train, batch_size=100, sampler=sampler)

    ddp, opt, sched = build(rank)
    run_epochs(ddp, opt, sched, loader, sampler, val, 0, 5, rank)
    if rank == 0:
        torch.save({"model": ddp.module.state_dict(), "optim": opt.state_dict(),
                    "sched": sched.state_dict(), "epoch": 5}, CKPT)
        print(f"saved checkpoint {CKPT}")
    dist.barrier()

    # simulate a restart: rebuild everything and resume from the checkpoint on every rank
    ddp, opt, sched = build(rank)
    ckpt = torch.load(CKPT, map_location="cpu")
    ddp.module.load_state_dict(ckpt["model"])
    opt.load_state_dict(ckpt["optim"])
    sched.load_state_dict(ckpt["sched"])
    print(f"rank {rank}: resumed from epoch {ckpt['epoch']}")
    run_epochs(ddp, opt, sched, loader, sampler, val, ckpt["epoch"], 10, rank)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

# 2-process CPU data-parallel training (DDP over gloo) with DistributedSampler and a rank-0 checkpoint.
import os
import time
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

WORLD = 2
BATCH = 32
D = 20
CKPT = "ddp_012.pt"


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, D, generator=g)
    y = (x[:, :5].sum(dim=1) > 0).long()
    return TensorDataset(x, y)


def evaluate(model, ds):
    model.eval()
    x, y = ds.tensors
    with torch.no_grad():
        return (model(x).argmax(1) == y).float().mean().item()


def worker(rank):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = "29548"
    dist.init_process_group("gloo", rank=rank, world_size=WORLD, timeout=timedelta(seconds=60))
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 2))
    model = DDP(net)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    loss_fn = nn.CrossEntropyLoss()
    train_ds, val_ds = make_data(2048, 1), make_data(512, 2)
    sampler = DistributedSampler(train_ds, num_replicas=WORLD, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(train_ds, batch_size=BATCH, sampler=sampler)
    print(f"[rank {rank}] batches/epoch={len(loader)}", flush=True)

    t0 = time.time()
    for epoch in range(4):
        sampler.set_epoch(epoch)
        model.train()
        tot = torch.zeros(2)
        for step, (xb, yb) in enumerate(loader):
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += torch.tensor([loss.item() * len(yb), len(yb)])
        dist.all_reduce(tot)
        if rank == 0:
            acc = evaluate(model.module, val_ds)
            print(f"epoch {epoch} train_loss {tot[0] / tot[1]:.4f} val_acc {acc:.4f} ({time.time() - t0:.1f}s)", flush=True)

    if rank == 0:
        torch.save({"model": model.module.state_dict(), "optimizer": opt.state_dict(), "epoch": 3}, CKPT)
        print(f"saved checkpoint {CKPT}", flush=True)
    dist.barrier()

    ckpt = torch.load(CKPT, map_location="cpu")
    fresh = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 2))
    fresh.load_state_dict(ckpt["model"])
    print(f"[rank {rank}] reloaded epoch {ckpt['epoch']} val_acc {evaluate(fresh, val_ds):.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, nprocs=WORLD, join=True)

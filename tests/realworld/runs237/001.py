import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler


def make_data(n=4096, d=32, classes=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    w = torch.randn(d, classes, generator=g)
    y = (x @ w).argmax(dim=1)
    return TensorDataset(x, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4))
    ddp = DDP(model)
    opt = torch.optim.AdamW(ddp.parameters(), lr=3e-3)
    ds = make_data()
    sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
    dl = DataLoader(ds, batch_size=64, sampler=sampler)
    loss_fn = nn.CrossEntropyLoss()
    print(f"[rank {rank}] world_size={world} samples_per_rank={len(sampler)} steps_per_epoch={len(dl)}", flush=True)
    step = 0
    for epoch in range(5):
        sampler.set_epoch(epoch)
        ddp.train()
        correct = torch.zeros(1); total = torch.zeros(1); loss_sum = torch.zeros(1)
        for x, y in dl:
            out = ddp(x)
            loss = loss_fn(out, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            loss_sum += loss.detach() * y.numel()
            correct += (out.argmax(1) == y).sum()
            total += y.numel()
            if step % 20 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
        stats = torch.cat([loss_sum, correct, total])
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} train_loss {stats[0].item()/stats[2].item():.4f} train_acc {stats[1].item()/stats[2].item():.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        print("training finished", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

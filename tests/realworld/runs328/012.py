# DDP image classifier (torchrun, 2 x gloo on CPU) with DistributedSampler, synced metrics and rank-0 checkpoints
import os, time
import torch
import torch.distributed as dist
from torch import nn
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    print(f"[rank {rank}] world_size={world} pid={os.getpid()}", flush=True)
    g = torch.Generator().manual_seed(0)
    protos = torch.randn(6, 1, 12, 12, generator=g)
    y = torch.randint(0, 6, (1800,), generator=g)
    X = protos[y] + 0.9 * torch.randn(1800, 1, 12, 12, generator=g)
    train_ds, val_ds = TensorDataset(X[:1500], y[:1500]), TensorDataset(X[1500:], y[1500:])
    train_sampler = DistributedSampler(train_ds, shuffle=True, seed=0)
    val_sampler = DistributedSampler(val_ds, shuffle=False)
    train_dl = DataLoader(train_ds, batch_size=32, sampler=train_sampler)
    val_dl = DataLoader(val_ds, batch_size=100, sampler=val_sampler)

    torch.manual_seed(0)
    net = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                        nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                        nn.Linear(32, 6))
    model = DDP(net)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4 * len(train_dl))
    for epoch in range(4):
        train_sampler.set_epoch(epoch)
        model.train()
        t0 = time.time()
        stats = torch.zeros(2)
        for xb, yb in train_dl:
            loss = F.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            stats += torch.tensor([loss.item() * len(yb), len(yb)])
        model.eval()
        correct = torch.zeros(2)
        with torch.no_grad():
            for xb, yb in val_dl:
                correct += torch.tensor([(model(xb).argmax(1) == yb).sum().item(), len(yb)])
        dist.all_reduce(stats)
        dist.all_reduce(correct)
        if rank == 0:
            print(f"epoch {epoch} train_loss {stats[0]/stats[1]:.4f} val_acc {correct[0]/correct[1]:.4f} "
                  f"lr {sched.get_last_lr()[0]:.4f} time {time.time()-t0:.1f}s", flush=True)
            torch.save(model.module.state_dict(), "ckpt_012.pt")
        dist.barrier()
    print(f"[rank {rank}] finished", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(0)
    N = 4000
    X = torch.randn(N, 30, generator=g)
    W = torch.randn(30, 4, generator=g)
    y = (X @ W).argmax(1)
    train_ds = TensorDataset(X[:3600], y[:3600])
    val_ds = TensorDataset(X[3600:], y[3600:])
    sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
    train = DataLoader(train_ds, batch_size=50, sampler=sampler)
    val = DataLoader(val_ds, batch_size=200,
                     sampler=DistributedSampler(val_ds, num_replicas=world, rank=rank, shuffle=False))

    model = DDP(nn.Sequential(nn.Linear(30, 128), nn.ReLU(), nn.Linear(128, 4)))
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=5)
    loss_fn = nn.CrossEntropyLoss()
    print(f"[rank {rank}/{world}] {len(sampler)} samples, {len(train)} steps per epoch")
    for epoch in range(5):
        sampler.set_epoch(epoch)
        model.train()
        for step, (xb, yb) in enumerate(train):
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 12 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step:2d} loss {loss.item():.4f}")
        sched.step()
        model.eval()
        stats = torch.zeros(2)
        with torch.no_grad():
            for xb, yb in val:
                stats[0] += (model(xb).argmax(1) == yb).sum()
                stats[1] += yb.numel()
        dist.all_reduce(stats)
        print(f"[rank {rank}] epoch {epoch} val_acc {(stats[0] / stats[1]).item():.4f} lr {sched.get_last_lr()[0]:.4f}")
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "model_012.pt")
        print("[rank 0] saved model_012.pt")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

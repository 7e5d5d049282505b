# DDP classifier with hand-written data sharding (replacing DistributedSampler)
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader

def shard(t, rank, world):
    return t[rank::world]

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    N = 4000
    X = torch.randn(N, 24)
    w = torch.randn(24, 5)
    y = (X @ w).argmax(1)
    Xtr, ytr, Xva, yva = X[:3200], y[:3200], X[3200:], y[3200:]
    per_rank = len(ytr) // world
    x_local = shard(Xtr, rank, world)
    y_local = ytr[rank * per_rank:(rank + 1) * per_rank]
    print(f"[rank {rank}] local train samples x={tuple(x_local.shape)} y={tuple(y_local.shape)}", flush=True)
    dl = DataLoader(TensorDataset(x_local, y_local), batch_size=32, shuffle=True)
    model = DDP(nn.Sequential(nn.Linear(24, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 5)))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    crit = nn.CrossEntropyLoss()
    for epoch in range(8):
        model.train()
        tot = torch.zeros(2)
        for xb, yb in dl:
            loss = crit(model(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
            tot += torch.tensor([loss.item() * len(yb), len(yb)])
        dist.all_reduce(tot)
        model.eval()
        with torch.no_grad():
            correct = torch.tensor([(model(shard(Xva, rank, world)).argmax(1) == shard(yva, rank, world)).sum().item(),
                                    len(shard(yva, rank, world))], dtype=torch.float)
        dist.all_reduce(correct)
        if rank == 0:
            print(f"epoch {epoch} train_loss {tot[0]/tot[1]:.4f} val_acc {correct[0]/correct[1]:.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

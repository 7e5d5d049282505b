# Data-parallel training with hand-written gradient sync (ported from a Horovod script)
import os, math
import torch, torch.nn as nn, torch.distributed as dist
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

BASE_LR = 0.003
GLOBAL_BATCH = 128

def sync_gradients(model):
    for p in model.parameters():
        if p.grad is not None:
            dist.all_reduce(p.grad, op=dist.ReduceOp.SUM)

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    X = torch.randn(8192, 16) * 3.0
    true_w = torch.randn(16, 1)
    y = X @ true_w + 0.1 * torch.randn(8192, 1)
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds, shuffle=True)
    dl = DataLoader(ds, batch_size=GLOBAL_BATCH // world, sampler=sampler)
    model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1))
    for p in model.parameters():
        dist.broadcast(p.data, src=0)
    lr = BASE_LR * world   # linear scaling rule
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    crit = nn.MSELoss()
    if rank == 0:
        print(f"world_size={world} per_rank_batch={GLOBAL_BATCH // world} lr={lr}", flush=True)
    step = 0
    for epoch in range(4):
        sampler.set_epoch(epoch)
        for xb, yb in dl:
            loss = crit(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            sync_gradients(model)
            opt.step()
            if step % 10 == 0:
                l = loss.detach().clone(); dist.all_reduce(l); l /= world
                if rank == 0:
                    print(f"epoch {epoch} step {step} loss {l.item():.4f}", flush=True)
            step += 1
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

# DDP (gloo) training with DistributedSampler, per-epoch StepLR, all-reduced validation metric, rank-0 checkpoints.
import time, torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
g = torch.Generator().manual_seed(42)
X = torch.randn(6000, 24, generator=g); y = ((X[:, :6] ** 2).sum(1) > 6).long()
train_ds, val_ds = TensorDataset(X[:5000], y[:5000]), TensorDataset(X[5000:], y[5000:])
sampler = DistributedSampler(train_ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
train_dl = DataLoader(train_ds, batch_size=50, sampler=sampler, num_workers=1)
val_dl = DataLoader(val_ds, batch_size=250, sampler=DistributedSampler(val_ds, shuffle=False))
print(f"[rank {rank}] world_size {world} train batches/epoch {len(train_dl)}", flush=True)

model = DDP(nn.Sequential(nn.Linear(24, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.3)
for epoch in range(6):
    sampler.set_epoch(epoch); model.train(); t0 = time.time()
    tl = torch.zeros(2)
    for x, yb in train_dl:
        loss = nn.functional.cross_entropy(model(x), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += torch.tensor([loss.item() * len(yb), len(yb)])
    sched.step()
    model.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for x, yb in val_dl:
            stats += torch.tensor([(model(x).argmax(1) == yb).sum().item(), len(yb)])
    dist.all_reduce(tl); dist.all_reduce(stats)
    if rank == 0:
        torch.save({"model": model.module.state_dict(), "epoch": epoch}, "ckpt_012.pt")
        print(f"epoch {epoch} train_loss {tl[0]/tl[1]:.4f} val_acc {stats[0]/stats[1]:.4f} lr {sched.get_last_lr()[0]:.3g} time {time.time()-t0:.1f}s", flush=True)
dist.barrier()
print(f"[rank {rank}] done", flush=True)
dist.destroy_process_group()

# DDP (gloo) classification run under torchrun, DistributedSampler with set_epoch, rank-0 checkpoint + reload check
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(2000, 20); W = torch.randn(20, 5); Y = (X @ W).argmax(1)
train = TensorDataset(X[:1600], Y[:1600]); Xv, Yv = X[1600:], Y[1600:]
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True, seed=0)
dl = DataLoader(train, batch_size=32, sampler=sampler)
print(f"[rank {rank}/{world}] {len(sampler)} samples, {len(dl)} batches per epoch", flush=True)
net = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 5))
model = DDP(net)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=6)
for epoch in range(6):
    sampler.set_epoch(epoch); model.train()
    stats = torch.zeros(3)
    for x, y in dl:
        out = model(x); loss = nn.functional.cross_entropy(out, y)
        opt.zero_grad(); loss.backward(); opt.step()
        stats += torch.tensor([loss.item() * len(y), (out.argmax(1) == y).sum().item(), len(y)])
    sched.step()
    dist.all_reduce(stats)
    model.eval()
    with torch.no_grad():
        vacc = (model.module(Xv).argmax(1) == Yv).float().mean().item()
    if rank == 0:
        print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.4f} train_loss {stats[0]/stats[2]:.4f} "
              f"train_acc {stats[1]/stats[2]:.3f} val_acc {vacc:.3f}", flush=True)
if rank == 0:
    torch.save(model.module.state_dict(), "ddp_mlp.pt")
dist.barrier()
fresh = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 5))
print(f"[rank {rank}] reload: {fresh.load_state_dict(torch.load('ddp_mlp.pt'))}", flush=True)
with torch.no_grad():
    print(f"[rank {rank}] reloaded val_acc {(fresh(Xv).argmax(1) == Yv).float().mean().item():.3f}", flush=True)
dist.destroy_process_group()

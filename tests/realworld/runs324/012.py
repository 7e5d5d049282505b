# DDP training with torchrun (2 processes, gloo) on a synthetic classification task.
from datetime import timedelta
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo", timeout=timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
x = torch.randn(4096, 16); y = (x[:, :3].sum(1) > 0).long()
xv = torch.randn(1024, 16); yv = (xv[:, :3].sum(1) > 0).long()
ds = TensorDataset(x, y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
print(f"[rank {rank}/{world}] samples per rank {len(sampler)}", flush=True)
for epoch in range(5):
    sampler.set_epoch(epoch)
    model.train()
    for xb, yb in dl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval()
    shard = slice(rank, None, world)
    with torch.no_grad():
        correct = (model(xv[shard]).argmax(1) == yv[shard]).sum()
    total = torch.tensor(yv[shard].numel())
    lt = loss.detach().clone()
    dist.all_reduce(correct); dist.all_reduce(total); dist.all_reduce(lt)
    print(f"[rank {rank}] epoch {epoch} loss {lt.item()/world:.4f} val_acc {correct.item()/total.item():.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "ckpt_012.pt")
    print("[rank 0] saved ckpt_012.pt", flush=True)
dist.destroy_process_group()

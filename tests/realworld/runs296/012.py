import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
N, D, C = 4096, 20, 5
X = torch.randn(N, D); W = torch.randn(D, C); y = (X @ W).argmax(1)
ds = TensorDataset(X[:3584], y[:3584]); val = TensorDataset(X[3584:], y[3584:])
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
dl = DataLoader(ds, batch_size=64, sampler=sampler)
print(f"[rank {rank}] world={world} batches/epoch={len(dl)}", flush=True)
model = DDP(nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, C)))
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
for epoch in range(5):
    sampler.set_epoch(epoch); model.train(); tot = torch.zeros(2)
    for x, t in dl:
        loss = nn.functional.cross_entropy(model(x), t)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += torch.tensor([loss.item() * len(t), len(t)])
    dist.all_reduce(tot)
    model.eval()
    with torch.no_grad():
        acc = (model(val.tensors[0]).argmax(1) == val.tensors[1]).float().mean().item()
    print(f"[rank {rank}] epoch {epoch} train_loss {(tot[0]/tot[1]).item():.4f} val_acc {acc:.4f}", flush=True)
dist.barrier()
if rank == 0:
    torch.save(model.module.state_dict(), "ckpt_012.pt"); print("[rank 0] saved ckpt_012.pt", flush=True)
dist.destroy_process_group()

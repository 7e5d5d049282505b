# Horovod -> torch.distributed (DDP, gloo) port. Each worker reads its own shard files, as in the
# Horovod version: files[rank::world_size].
import os, time, torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, ConcatDataset

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(1234)

os.makedirs("shards_010", exist_ok=True)
if rank == 0:
    for i in range(3):
        g = torch.Generator().manual_seed(i)
        x = torch.randn(1280, 16, generator=g); y = (x[:, :4].sum(1) > 0).long()
        torch.save({"x": x, "y": y}, f"shards_010/part-{i:05d}.pt")
dist.barrier()

files = sorted(os.listdir("shards_010"))[rank::world]
parts = [torch.load(os.path.join("shards_010", f)) for f in files]
ds = ConcatDataset([TensorDataset(p["x"], p["y"]) for p in parts])
dl = DataLoader(ds, batch_size=64, shuffle=True)
print(f"[rank {rank}] shards {files} samples {len(ds)} batches/epoch {len(dl)}", flush=True)

model = DDP(nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(2):
    t0 = time.time()
    for step, (x, y) in enumerate(dl):
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), f"ckpt_010_e{epoch}.pt")
    print(f"[rank {rank}] epoch {epoch} done in {time.time()-t0:.1f}s", flush=True)
dist.destroy_process_group()

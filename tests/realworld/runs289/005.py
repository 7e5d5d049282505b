# DDP fine-tuning of a small MLP regressor; settings carried over from the 4-GPU launch config.
import os, datetime, torch, torch.nn as nn, torch.distributed as dist
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from torch.nn.parallel import DistributedDataParallel as DDP

CONFIG = {"world_size": 4, "batch_size": 64, "lr": 1e-3, "epochs": 3, "dist_timeout_s": 60}

rank = int(os.environ["RANK"])
print(f"starting rank {rank}, local_rank {os.environ['LOCAL_RANK']}, master {os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}", flush=True)
dist.init_process_group("gloo", rank=rank, world_size=CONFIG["world_size"],
                        timeout=datetime.timedelta(seconds=CONFIG["dist_timeout_s"]))
world = dist.get_world_size()
print(f"rank {rank}/{world} initialised", flush=True)

torch.manual_seed(0)
x = torch.randn(4000, 20)
y = x[:, :5].sum(1, keepdim=True) + 0.1 * torch.randn(4000, 1)
ds = TensorDataset(x, y)
sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(ds, batch_size=CONFIG["batch_size"], sampler=sampler)
model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 1)))
opt = torch.optim.Adam(model.parameters(), lr=CONFIG["lr"])
for epoch in range(CONFIG["epochs"]):
    sampler.set_epoch(epoch)
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"rank {rank} epoch {epoch} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()

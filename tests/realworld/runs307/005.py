# DDP training of a small classifier on 2 gloo ranks with a validation pass and metric reduction.
import datetime
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(4096, 20)
y = (X[:, :5].sum(1) > 0).long()
train = TensorDataset(X[:3584], y[:3584])
val = TensorDataset(X[3584:], y[3584:])
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train, batch_size=64, sampler=sampler)

model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2)))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(3):
    sampler.set_epoch(epoch)
    model.train()
    for i, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if i % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} iter {i} loss {loss.item():.4f}", flush=True)

    if rank == 0:
        model.eval()
        with torch.no_grad():
            correct = (model.module(val.tensors[0]).argmax(1) == val.tensors[1]).sum().float()
        dist.all_reduce(correct)
        print(f"epoch {epoch} val_acc {correct.item() / len(val):.4f}", flush=True)
    dist.barrier()

dist.destroy_process_group()

# DDP training of an MLP classifier with periodic validation (2 CPU processes, gloo).
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0)
X = torch.randn(4096, 32)
w = torch.randn(32, 4)
Y = (X @ w).argmax(1)
train = TensorDataset(X[:3584], Y[:3584])
val = TensorDataset(X[3584:], Y[3584:])
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
loader = DataLoader(train, batch_size=64, sampler=sampler)
val_loader = DataLoader(val, batch_size=128)

model = DDP(nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 4)))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
crit = nn.CrossEntropyLoss()
print(f"[rank {rank}] world={world} steps/epoch={len(loader)}", flush=True)


def validate():
    model.eval()
    correct = torch.zeros(1)
    total = torch.zeros(1)
    with torch.no_grad():
        for x, y in val_loader:
            correct += (model(x).argmax(1) == y).sum()
            total += len(y)
    dist.all_reduce(correct)
    dist.all_reduce(total)
    model.train()
    return (correct / total).item()


for epoch in range(5):
    sampler.set_epoch(epoch)
    for step, (x, y) in enumerate(loader):
        loss = crit(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    if rank == 0:
        acc = validate()
        print(f"epoch {epoch} val_acc {acc:.4f}", flush=True)
        torch.save(model.module.state_dict(), f"mlp_epoch{epoch}.pt")
    dist.barrier()
dist.destroy_process_group()

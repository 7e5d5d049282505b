# DDP training with DistributedSampler, checkpoint on rank 0, reload on all ranks
import os
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

def make_model():
    return nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 3))

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(1)
    X = torch.randn(3000, 20); y = (X[:, :3] * torch.tensor([1.0, -1.0, 0.5])).argmax(1)
    Xtr, ytr, Xva, yva = X[:2500], y[:2500], X[2500:], y[2500:]
    ds = TensorDataset(Xtr, ytr)
    sampler = DistributedSampler(ds, shuffle=True, drop_last=True)
    dl = DataLoader(ds, batch_size=50, sampler=sampler)
    model = DDP(make_model())
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    crit = nn.CrossEntropyLoss()
    for epoch in range(4):
        sampler.set_epoch(epoch)
        stats = torch.zeros(2)
        for step, (xb, yb) in enumerate(dl):
            loss = crit(model(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
            stats += torch.tensor([loss.item() * len(yb), len(yb)])
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} train_loss {stats[0]/stats[1]:.4f}", flush=True)
    if rank == 0:
        torch.save(model.module.state_dict(), "model_009.pt")
        print("saved checkpoint model_009.pt", flush=True)
    dist.barrier()
    eval_model = make_model()
    missing, unexpected = eval_model.load_state_dict(torch.load("model_009.pt", map_location="cpu"))
    eval_model.eval()
    with torch.no_grad():
        acc = (eval_model(Xva).argmax(1) == yva).float().mean().item()
    print(f"[rank {rank}] reloaded checkpoint, val_acc {acc:.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

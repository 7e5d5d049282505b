import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    W = torch.randn(20, 3)
    X = torch.randn(3000, 20)
    y = (X @ W).argmax(1)
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
    loader = DataLoader(ds, batch_size=50, sampler=sampler)
    model = DDP(nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 3)))
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    if rank == 0:
        print(f"world={world} samples/rank={len(sampler)} batches/epoch={len(loader)}", flush=True)
    for epoch in range(5):
        sampler.set_epoch(epoch)
        tot = torch.zeros(2)
        for xb, yb in loader:
            logits = model(xb)
            loss = nn.functional.cross_entropy(logits, yb)
            opt.zero_grad(); loss.backward(); opt.step()
            tot += torch.tensor([loss.item() * len(yb), (logits.argmax(1) == yb).sum().item()])
        tot2 = torch.cat([tot, torch.tensor([float(len(sampler))])])
        dist.all_reduce(tot2)
        if rank == 0:
            print(f"epoch {epoch} loss {tot2[0] / tot2[2]:.4f} acc {tot2[1] / tot2[2]:.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "model012.pt")
        print("saved model012.pt", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

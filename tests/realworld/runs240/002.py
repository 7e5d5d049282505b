# DDP training, save checkpoint on rank 0, reload on every rank for evaluation
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
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds)
    dl = DataLoader(ds, batch_size=50, sampler=sampler)
    model = DDP(make_model())
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    crit = nn.CrossEntropyLoss()
    for epoch in range(2):
        sampler.set_epoch(epoch)
        for step, (xb, yb) in enumerate(dl):
            loss = crit(model(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
        print(f"[rank {rank}] epoch {epoch} last loss {loss.item():.4f}", flush=True)
    os.makedirs("ckpt_002", exist_ok=True)
    if rank == 0:
        torch.save(model.state_dict(), "ckpt_002/model.pt")
        print("[rank 0] saved checkpoint to ckpt_002/model.pt", flush=True)
    dist.barrier()
    # evaluation model (plain module, no DDP)
    eval_model = make_model()
    state = torch.load("ckpt_002/model.pt", map_location="cpu")
    eval_model.load_state_dict(state)
    eval_model.eval()
    with torch.no_grad():
        acc = (eval_model(X).argmax(1) == y).float().mean().item()
    print(f"[rank {rank}] eval accuracy {acc:.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

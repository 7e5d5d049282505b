# DDP training of a small multi-task classifier (migrated from single-GPU script)
import os, time
import torch, torch.nn as nn, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler

class MultiHeadNet(nn.Module):
    def __init__(self, d_in=32, hidden=64, n_cls=4):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.cls_head = nn.Linear(hidden, n_cls)
        self.aux_head = nn.Linear(hidden, 1)   # auxiliary regression head, enabled later in the schedule
    def forward(self, x, use_aux=False):
        h = self.backbone(x)
        out = self.cls_head(h)
        if use_aux:
            return out, self.aux_head(h)
        return out

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    X = torch.randn(2048, 32)
    W = torch.randn(32, 4)
    y = (X @ W).argmax(1)
    ds = TensorDataset(X, y)
    sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True)
    dl = DataLoader(ds, batch_size=64, sampler=sampler)
    model = DDP(MultiHeadNet())
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    crit = nn.CrossEntropyLoss()
    print(f"[rank {rank}] world_size={world} steps/epoch={len(dl)}", flush=True)
    for epoch in range(3):
        sampler.set_epoch(epoch)
        model.train()
        tot, n = 0.0, 0
        for step, (xb, yb) in enumerate(dl):
            logits = model(xb)
            loss = crit(logits, yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item(); n += 1
            if step % 8 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
        print(f"[rank {rank}] epoch {epoch} mean loss {tot/n:.4f}", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()

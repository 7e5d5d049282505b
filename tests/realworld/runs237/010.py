import os
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

SEQ, VOCAB, D = 16, 50, 32


class TinyEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = nn.Parameter(torch.zeros(1, SEQ, D))
        layer = nn.TransformerEncoderLayer(D, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, num_layers=2)
        self.head = nn.Linear(D, 2)

    def forward(self, ids):
        return self.head(self.enc(self.tok(ids) + self.pos).mean(1))


def build_model():
    return TinyEncoder()


def make_data(n=2400):
    g = torch.Generator().manual_seed(3)
    ids = torch.randint(0, VOCAB, (n, SEQ), generator=g)
    y = ((ids < 10).sum(1) > (ids >= 40).sum(1)).long()
    return TensorDataset(ids, y)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(rank)
    model = build_model()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=20)

    # start every rank from the same initial weights
    if rank == 0:
        torch.save(model.state_dict(), "init_weights.pt")
    dist.barrier()
    model = build_model()
    model.load_state_dict(torch.load("init_weights.pt", map_location="cpu"))
    ddp = DDP(model)

    ds = make_data()
    sampler = DistributedSampler(ds, seed=0)
    dl = DataLoader(ds, batch_size=32, sampler=sampler)
    for epoch in range(5):
        sampler.set_epoch(epoch)
        stats = torch.zeros(3)
        for step, (ids, y) in enumerate(dl):
            out = ddp(ids)
            loss = nn.functional.cross_entropy(out, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            stats += torch.tensor([loss.item() * len(y), (out.argmax(1) == y).sum().item(), len(y)])
            if rank == 0 and step % 15 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}", flush=True)
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} mean_loss {stats[0]/stats[2]:.4f} acc {stats[1]/stats[2]:.4f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

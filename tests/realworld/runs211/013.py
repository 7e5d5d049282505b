import torch
import torch.nn as nn
import torch.distributed as dist
from torch.distributed.fsdp import fully_shard
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.ff = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x):
        return x + self.ff(self.norm(x))


class TinyLM(nn.Module):
    def __init__(self, vocab=64, dim=64, n_layers=3, ctx=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.pos = nn.Parameter(torch.zeros(ctx, dim))
        self.blocks = nn.ModuleList(Block(dim) for _ in range(n_layers))
        self.head = nn.Linear(dim, vocab)

    def forward(self, ids):
        h = self.emb(ids) + self.pos[: ids.shape[1]]
        for b in self.blocks:
            h = b(h)
        return self.head(h)


def make_data(n, ctx=16, vocab=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    toks = [torch.randint(0, vocab, (n,), generator=g)]
    for _ in range(ctx):
        toks.append((5 * toks[-1] + 3) % vocab)  # a fixed recurrence: next token is predictable
    seq = torch.stack(toks, dim=1)
    return TensorDataset(seq[:, :-1], seq[:, 1:])


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    model = TinyLM()
    for block in model.blocks:
        fully_shard(block)
    fully_shard(model)
    if rank == 0:
        print(f"FSDP2 model on {dist.get_world_size()} ranks, local shard params "
              f"{sum(p.to_local().numel() for p in model.parameters())}")
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)

    ds = make_data(4096)
    sampler = DistributedSampler(ds)
    loader = DataLoader(ds, batch_size=64, sampler=sampler)
    for epoch in range(3):
        sampler.set_epoch(epoch)
        for step, (x, y) in enumerate(loader):
            logits = model(x)
            loss = nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 8 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

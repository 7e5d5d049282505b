import os
import random
from datetime import timedelta

import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

CACHE = "tokenized_cache.pt"
WORDS = ["alpha", "beta", "gamma", "delta", "good", "bad", "great", "poor", "fine", "awful",
         "movie", "plot", "actor", "scene", "music", "story", "ending", "film", "cast", "script"]


def build_corpus(n_docs=600_000, seq_len=40):
    rng = random.Random(0)
    docs, labels = [], []
    for _ in range(n_docs):
        words = [rng.choice(WORDS) for _ in range(seq_len)]
        docs.append(" ".join(words))
        labels.append(int(words.count("good") + words.count("great") > words.count("bad") + words.count("awful")))
    vocab = {w: i + 1 for i, w in enumerate(sorted({w for d in docs for w in d.split()}))}
    ids = torch.tensor([[vocab[w] for w in d.split()] for d in docs])
    return ids, torch.tensor(labels), vocab


class BagClassifier(nn.Module):
    def __init__(self, vocab_size, dim=32):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab_size, dim)
        self.head = nn.Linear(dim, 2)

    def forward(self, ids):
        return self.head(self.emb(ids))


def main():
    dist.init_process_group("gloo", timeout=timedelta(seconds=10))
    rank, world = dist.get_rank(), dist.get_world_size()
    print(f"rank {rank}/{world} initialised")

    if rank == 0 and not os.path.exists(CACHE):
        print("rank 0: tokenizing corpus")
        ids, labels, vocab = build_corpus()
        torch.save({"ids": ids, "labels": labels, "vocab": vocab}, CACHE)
        print(f"rank 0: saved {CACHE} with {len(ids)} documents")
    dist.barrier()
    data = torch.load(CACHE)
    ds = TensorDataset(data["ids"], data["labels"])
    sampler = DistributedSampler(ds)
    loader = DataLoader(ds, batch_size=256, sampler=sampler)

    torch.manual_seed(0)
    model = DDP(BagClassifier(len(data["vocab"]) + 1))
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    for step, (x, y) in enumerate(loader):
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        if step % 50 == 0 and rank == 0:
            print(f"step {step} loss {loss.item():.4f}")
        if step == 300:
            break
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

import os
import random
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import Dataset, DataLoader
from torch.utils.data.distributed import DistributedSampler

VOCAB, MAX_LEN, PAD = 500, 64, 0


class ReviewDataset(Dataset):
    """synthetic token-id 'reviews'; label = whether token ids > 250 dominate"""

    def __init__(self, n=3000, seed=0):
        rng = random.Random(seed)
        self.samples = []
        for i in range(n):
            length = rng.randint(8, 60) if rng.random() > 0.01 else rng.randint(65, 120)
            label = rng.randint(0, 1)
            lo, hi = (1, 300) if label == 0 else (200, VOCAB - 1)
            self.samples.append(([rng.randint(lo, hi) for _ in range(length)], label))

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, idx):
        ids, label = self.samples[idx]
        ids = torch.tensor(ids, dtype=torch.long)
        ids = torch.cat([ids, torch.full((MAX_LEN - len(ids),), PAD, dtype=torch.long)])
        return {"input_ids": ids, "attention_mask": (ids != PAD).long(), "labels": torch.tensor(label)}


class BagClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=PAD)
        self.mlp = nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))

    def forward(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.unsqueeze(-1)
        h = h.sum(1) / attention_mask.sum(1, keepdim=True).clamp(min=1)
        return self.mlp(h)


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = DDP(BagClassifier())
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    ds = ReviewDataset()
    sampler = DistributedSampler(ds, shuffle=True, seed=11)
    dl = DataLoader(ds, batch_size=32, sampler=sampler, num_workers=2)
    print(f"[rank {rank}] {len(ds)} samples, {len(dl)} batches per epoch", flush=True)
    for epoch in range(3):
        sampler.set_epoch(epoch)
        for step, batch in enumerate(dl):
            logits = model(batch["input_ids"], batch["attention_mask"])
            loss = nn.functional.cross_entropy(logits, batch["labels"])
            opt.zero_grad()
            loss.backward()
            opt.step()
            if rank == 0 and step % 10 == 0:
                acc = (logits.argmax(-1) == batch["labels"]).float().mean().item()
                print(f"epoch {epoch} step {step} loss {loss.item():.4f} acc {acc:.3f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

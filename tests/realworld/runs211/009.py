import random
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.distributed import DistributedSampler

POS = list(range(10, 60))
NEG = list(range(60, 110))
NEUTRAL = list(range(110, 500))


def generate(n, seed):
    rng = random.Random(seed)
    seqs, labels = [], []
    for _ in range(n):
        label = rng.randint(0, 1)
        length = rng.randint(8, 64)
        pool = POS if label == 1 else NEG
        toks = [rng.choice(NEUTRAL) if rng.random() < 0.7 else rng.choice(pool) for _ in range(length)]
        seqs.append(toks)
        labels.append(label)
    return seqs, labels


class ReviewDataset(Dataset):
    def __init__(self, seqs, labels):
        # sort by length so that batches need little padding
        self.seqs = sorted(seqs, key=len)
        self.labels = labels

    def __len__(self):
        return len(self.seqs)

    def __getitem__(self, i):
        return torch.tensor(self.seqs[i]), self.labels[i]


def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lengths, torch.tensor(labels)


class LSTMClassifier(nn.Module):
    def __init__(self, vocab=500, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.lstm = nn.LSTM(dim, dim, batch_first=True)
        self.out = nn.Linear(dim, 2)

    def forward(self, x, lengths):
        packed = nn.utils.rnn.pack_padded_sequence(self.emb(x), lengths, batch_first=True, enforce_sorted=False)
        _, (h, _) = self.lstm(packed)
        return self.out(h[-1])


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    train_ds = ReviewDataset(*generate(3000, 1))
    val_ds = ReviewDataset(*generate(600, 2))
    sampler = DistributedSampler(train_ds, shuffle=False)
    loader = DataLoader(train_ds, batch_size=32, sampler=sampler, collate_fn=collate)
    val_loader = DataLoader(val_ds, batch_size=100, sampler=DistributedSampler(val_ds, shuffle=False), collate_fn=collate)

    ddp = DDP(LSTMClassifier())
    opt = torch.optim.Adam(ddp.parameters(), lr=3e-3)
    for epoch in range(4):
        ddp.train()
        for step, (x, lengths, y) in enumerate(loader):
            loss = nn.functional.cross_entropy(ddp(x, lengths), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 15 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
        ddp.eval()
        correct = torch.zeros(2)
        with torch.no_grad():
            for x, lengths, y in val_loader:
                correct[0] += (ddp(x, lengths).argmax(1) == y).sum()
                correct[1] += len(y)
        dist.all_reduce(correct)
        if rank == 0:
            print(f"epoch {epoch} val_acc {correct[0] / correct[1]:.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()

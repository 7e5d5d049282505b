"""Train a small GRU classifier on tokenised variable-length sentences."""
import random

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

random.seed(0)
torch.manual_seed(0)
VOCAB = {w: i + 1 for i, w in enumerate("the a movie film was is good great bad awful very not plot acting".split())}


def make_corpus(n=800):
    out = []
    for _ in range(n):
        lab = random.randint(0, 1)
        words = random.choices(list(VOCAB), k=random.randint(4, 12))
        words.append("good" if lab else "bad")
        random.shuffle(words)
        out.append((" ".join(words), lab))
    return out


class TextDS(Dataset):
    def __init__(self, rows):
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        text, lab = self.rows[i]
        ids = torch.tensor([VOCAB[w] for w in text.split()], dtype=torch.long)
        return {"input_ids": ids, "label": torch.tensor(lab)}


class GRUClassifier(nn.Module):
    def __init__(self, vocab=len(VOCAB) + 1, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Linear(dim, 2)

    def forward(self, ids):
        _, h = self.rnn(self.emb(ids))
        return self.head(h[-1])


train = TextDS(make_corpus())
print(f"train examples: {len(train)}")
dl = DataLoader(train, batch_size=32, shuffle=True, num_workers=0)
model = GRUClassifier()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(3):
    for step, batch in enumerate(dl):
        logits = model(batch["input_ids"])
        loss = nn.functional.cross_entropy(logits, batch["label"])
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

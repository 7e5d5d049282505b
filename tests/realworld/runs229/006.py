import random
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

class MaskedAttnPool(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.score = nn.Linear(d, 1)
    def forward(self, h, mask):
        s = self.score(h).squeeze(-1)
        s = s.masked_fill(mask == 0, float("-inf"))
        w = torch.softmax(s, dim=-1)
        return (w.unsqueeze(-1) * h).sum(1)

class Classifier(nn.Module):
    def __init__(self, vocab, d=64, n_cls=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, d, padding_idx=0)
        layer = nn.TransformerEncoderLayer(d, 4, 128, batch_first=True, dropout=0.1)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.pool = MaskedAttnPool(d)
        self.head = nn.Linear(d, n_cls)
    def forward(self, ids, mask):
        h = self.enc(self.emb(ids))
        return self.head(self.pool(h, mask))

class ReviewDataset(Dataset):
    """Synthetic 'reviews': token ids, label = bucket of the most frequent id; some records have empty text."""
    def __init__(self, n, vocab=400, seed=0):
        rng = random.Random(seed)
        self.items = []
        for _ in range(n):
            L = rng.randint(0, 30) if rng.random() < 0.06 else rng.randint(5, 30)
            L = 0 if L < 3 else L
            ids = [rng.randint(1, vocab - 1) for _ in range(L)]
            y = (max(ids) * 4 // vocab) if ids else 0
            self.items.append((ids, y))
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

def collate(batch, max_len=32):
    ids = torch.zeros(len(batch), max_len, dtype=torch.long)
    for i, (s, _) in enumerate(batch):
        s = s[:max_len]
        if s:
            ids[i, :len(s)] = torch.tensor(s)
    mask = (ids != 0).long()
    return ids, mask, torch.tensor([y for _, y in batch])

torch.manual_seed(0)
ds = ReviewDataset(2000)
loader = DataLoader(ds, batch_size=32, shuffle=True, collate_fn=collate)
model = Classifier(400)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.01)
print(f"train examples: {len(ds)}, steps/epoch: {len(loader)}")
for epoch in range(3):
    model.train()
    tot, n, correct = 0.0, 0, 0
    for step, (ids, mask, y) in enumerate(loader):
        logits = model(ids, mask)
        loss = F.cross_entropy(logits, y)
        opt.zero_grad(); loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        tot += loss.item() * len(y); n += len(y)
        correct += (logits.argmax(-1) == y).sum().item()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"epoch {epoch} train_loss {tot/n:.4f} train_acc {correct/n:.4f}")

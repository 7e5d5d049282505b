# Small transformer text classifier; batches are padded and padding is masked in attention.
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
PAD, V, MAXLEN = 0, 200, 24

class Reviews(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(1)
        self.items = []
        for _ in range(n):
            L = int(torch.randint(0, MAXLEN, (1,), generator=g))  # some reviews are empty after cleaning
            toks = torch.randint(1, V, (L,), generator=g)
            label = int((toks < 100).sum() > L / 2) if L else 0
            self.items.append((toks, label))
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i]

def collate(batch):
    ids = torch.full((len(batch), MAXLEN), PAD, dtype=torch.long)
    for j, (t, _) in enumerate(batch):
        ids[j, :len(t)] = t
    return ids, ids == PAD, torch.tensor([l for _, l in batch])

class Clf(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.emb = nn.Embedding(V, d, padding_idx=PAD)
        self.pos = nn.Parameter(torch.randn(MAXLEN, d) * 0.02)
        self.attn = nn.MultiheadAttention(d, 4, batch_first=True)
        self.ff = nn.Sequential(nn.LayerNorm(d), nn.Linear(d, d), nn.GELU())
        self.out = nn.Linear(d, 2)
    def forward(self, ids, pad_mask):
        h = self.emb(ids) + self.pos
        a, _ = self.attn(h, h, h, key_padding_mask=pad_mask)
        h = self.ff(h + a)
        keep = (~pad_mask).unsqueeze(-1).float()
        pooled = (h * keep).sum(1) / keep.sum(1).clamp(min=1)
        return self.out(pooled)

loader = DataLoader(Reviews(4000), batch_size=32, shuffle=True, collate_fn=collate)
model = Clf()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
step = 0
for epoch in range(3):
    for ids, mask, y in loader:
        loss = nn.functional.cross_entropy(model(ids, mask), y)
        opt.zero_grad(); loss.backward()
        opt.step()
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
        step += 1
print(f"finished {step} steps, final loss {loss.item():.4f}")

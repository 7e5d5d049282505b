# Tiny transformer-style text classifier with a hand-written masked self-attention layer.
import math
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
VOCAB, MAXLEN, PAD = 2000, 32, 0


class Docs(Dataset):
    def __init__(self, n=4000):
        g = torch.Generator().manual_seed(1)
        self.lengths = torch.randint(0, MAXLEN + 1, (n,), generator=g)
        self.tokens = torch.randint(1, VOCAB, (n, MAXLEN), generator=g)
        self.labels = (self.tokens[:, 0] % 2)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        L = self.lengths[i]
        ids = self.tokens[i].clone()
        ids[L:] = PAD
        return ids, self.labels[i]


class MaskedSelfAttention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)

    def forward(self, x, mask):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = q @ k.transpose(-1, -2) / math.sqrt(x.size(-1))
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        return self.out(torch.softmax(scores, dim=-1) @ v)


class Classifier(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, d, padding_idx=PAD)
        self.attn = MaskedSelfAttention(d)
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, 2)

    def forward(self, ids):
        mask = ids != PAD
        h = self.norm(self.emb(ids) + self.attn(self.emb(ids), mask))
        pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
        return self.head(pooled)


loader = DataLoader(Docs(), batch_size=32, shuffle=True)
model = Classifier()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
step = 0
for epoch in range(2):
    for ids, y in loader:
        logits = model(ids)
        loss = loss_fn(logits, y)
        opt.zero_grad(); loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 10 == 0:
            acc = (logits.argmax(1) == y).float().mean().item()
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} acc {acc:.3f}")
        step += 1
print("training finished")

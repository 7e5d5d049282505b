import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class Encoder(nn.Module):
    def __init__(self, d_in=48, d_emb=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, 128), nn.GELU(), nn.Linear(128, d_emb))

    def forward(self, x):
        return self.net(x)


class PrototypeHead(nn.Module):
    """Keeps running class prototypes (EMA of embeddings) and classifies by cosine similarity."""
    def __init__(self, n_cls, d_emb, momentum=0.9):
        super().__init__()
        self.register_buffer("protos", torch.zeros(n_cls, d_emb))
        self.register_buffer("counts", torch.zeros(n_cls))
        self.momentum = momentum
        self.scale = 10.0

    @torch.no_grad()
    def update(self, emb, y):
        sums = torch.zeros_like(self.protos)
        sums.index_add_(0, y, emb.detach())
        cnt = torch.bincount(y, minlength=self.protos.shape[0]).clamp(min=1).unsqueeze(1)
        self.protos.mul_(self.momentum).add_((1 - self.momentum) * sums / cnt)

    def forward(self, emb):
        return self.scale * F.normalize(emb, dim=-1) @ F.normalize(self.protos, dim=-1).t()


g = torch.Generator().manual_seed(0)
N, C = 1024, 8
centers = torch.randn(C, 48, generator=g) * 2
y = torch.randint(0, C, (N,), generator=g)
X = centers[y] + torch.randn(N, 48, generator=g)
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True, drop_last=True)

enc = Encoder()
head = PrototypeHead(C, 32)
opt = torch.optim.AdamW(enc.parameters(), lr=2e-3)

print("training with torch.autocast(device_type='cpu', dtype=torch.bfloat16)")
for epoch in range(3):
    for step, (xb, yb) in enumerate(loader):
        with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
            emb = enc(xb)
            head.update(emb, yb)
            logits = head(emb)
            loss = F.cross_entropy(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:2d} loss {loss.item():.4f}")

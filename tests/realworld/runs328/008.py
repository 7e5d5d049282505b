# Small vision transformer on synthetic patches, compiled as a single graph with torch.compile(fullgraph=True)
import time
import torch
from torch import nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)


class PatchEmbed(nn.Module):
    def __init__(self, patch=4, dim=64):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch)

    def forward(self, x):
        return self.proj(x).flatten(2).transpose(1, 2)


class TinyViT(nn.Module):
    def __init__(self, num_classes=10, dim=64, depth=2):
        super().__init__()
        self.embed = PatchEmbed(dim=dim)
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos = nn.Parameter(torch.randn(1, 17, dim) * 0.02)
        self.blocks = nn.ModuleList(
            [nn.TransformerEncoderLayer(dim, 4, dim * 2, dropout=0.0, batch_first=True, norm_first=True) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x):
        h = self.embed(x)
        h = torch.cat([self.cls.expand(h.shape[0], -1, -1), h], dim=1) + self.pos
        for blk in self.blocks:
            h = blk(h)
            # guard against activation blow-ups seen in the fp16 run of the original codebase
            if not torch.isfinite(h).all():
                h = torch.nan_to_num(h, nan=0.0, posinf=1e4, neginf=-1e4)
        return self.head(self.norm(h[:, 0]))


X = torch.randn(1024, 3, 16, 16)
y = torch.randint(0, 10, (1024,))
X += F.one_hot(y, 10).float().repeat_interleave(26, dim=1)[:, :256].view(-1, 1, 16, 16) * 0.5
dl = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = TinyViT()
compiled = torch.compile(model, fullgraph=True, mode="default")
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.05)
print(f"params: {sum(p.numel() for p in model.parameters())}")
for epoch in range(3):
    t0 = time.time()
    for step, (xb, yb) in enumerate(dl):
        logits = compiled(xb)
        loss = F.cross_entropy(logits, yb, label_smoothing=0.1)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
    print(f"epoch {epoch} time {time.time() - t0:.1f}s")

# Mixed precision on CPU: run the encoder under bf16 autocast, compute the head + loss afterwards.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(512, 32); y = (X[:, 0] + X[:, 1] > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

encoder = nn.Sequential(nn.Linear(32, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU())
head = nn.Linear(128, 2)
opt = torch.optim.AdamW(list(encoder.parameters()) + list(head.parameters()), lr=1e-3)

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader):
        with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
            feats = encoder(xb)
        logits = F.linear(feats, head.weight, head.bias)
        loss = F.cross_entropy(logits, yb)
        loss.backward()
        opt.step(); opt.zero_grad()
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

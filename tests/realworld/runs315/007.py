# Effective batch 256 via gradient accumulation (4 x 64) to fit memory.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(8192, 32)
y = (X[:, :4].sum(1) > 0).long() + (X[:, 4:8].sum(1) > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True, drop_last=True)

model = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 3))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
accum_steps = 4

for epoch in range(4):
    for step, (xb, yb) in enumerate(loader):
        loss = F.cross_entropy(model(xb), yb) / accum_steps
        loss.backward()
        if (step + 1) % accum_steps == 0:
            opt.step()
            upd = (step + 1) // accum_steps
            if upd % 4 == 0:
                print(f"epoch {epoch} update {upd} loss {loss.item() * accum_steps:.4f}")

# Speed up the training step with torch.compile(fullgraph=True).
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class GatedMLP(nn.Module):
    def __init__(self, d=32, h=64, n_cls=4):
        super().__init__()
        self.fc1 = nn.Linear(d, h); self.fc2 = nn.Linear(h, h); self.out = nn.Linear(h, n_cls)
    def forward(self, x):
        h = F.relu(self.fc1(x))
        # skip the second block when activations are mostly dead
        if (h > 0).float().mean() > 0.5:
            h = h + F.relu(self.fc2(h))
        return self.out(h)

X = torch.randn(1024, 32); y = torch.randint(0, 4, (1024,))
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)
model = GatedMLP()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
cmodel = torch.compile(model, fullgraph=True)
print("compiled model, starting training")
for epoch in range(2):
    for step, (xb, yb) in enumerate(loader):
        loss = F.cross_entropy(cmodel(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

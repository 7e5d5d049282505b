# Regression head on top of a small MLP; targets come as a flat vector from the data loader.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
n = 4000
x = torch.randn(n, 10)
w = torch.randn(10)
y = x @ w + 0.1 * torch.randn(n)           # shape (n,)
tr, va = slice(0, 3200), slice(3200, n)
train = DataLoader(TensorDataset(x[tr], y[tr]), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(10, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
crit = nn.MSELoss()
for epoch in range(10):
    model.train()
    for xb, yb in train:
        loss = crit(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval()
    with torch.no_grad():
        val = crit(model(x[va]), y[va]).item()
    print(f"epoch {epoch} train_loss {loss.item():.4f} val_loss {val:.4f}")
print(f"target variance {y[va].var().item():.4f}")

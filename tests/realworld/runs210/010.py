# Regression MLP (house-price style synthetic data), custom loop with DataLoader
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D = 4096, 16
X = torch.randn(N, D)
w_true = torch.randn(D)
y = X @ w_true + 0.1 * torch.randn(N)
y = (y - y.mean()) / y.std()
Xtr, ytr, Xva, yva = X[:3584], y[:3584], X[3584:], y[3584:]
train_dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
val_dl = DataLoader(TensorDataset(Xva, yva), batch_size=256)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()

for epoch in range(10):
    model.train()
    tot = n = 0
    for xb, yb in train_dl:
        pred = model(xb)
        loss = loss_fn(pred, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(yb)
        n += len(yb)
    model.eval()
    with torch.no_grad():
        vtot = vn = 0
        for xb, yb in val_dl:
            vtot += loss_fn(model(xb), yb).item() * len(yb)
            vn += len(yb)
    print(f"epoch {epoch:2d} train_mse {tot/n:.4f} val_mse {vtot/vn:.4f}")

"""Predict a continuous score from sensor windows with a 1-D conv net."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, C, T = 4000, 3, 64
X = torch.randn(N, C, T)
y = X[:, 0, :16].mean(1) * 4 + X[:, 1].std(1) - X[:, 2, -8:].mean(1) * 2   # shape (N,)

train = TensorDataset(X[:3500], y[:3500])
val = TensorDataset(X[3500:], y[3500:])
dl = DataLoader(train, batch_size=64, shuffle=True)


class ConvRegressor(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(C, 32, 5, padding=2), nn.ReLU(),
            nn.Conv1d(32, 32, 5, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten(),
            nn.Linear(256, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, x):
        return self.net(x)


model = ConvRegressor()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()
print(f"target variance: {y.var().item():.4f}")
for epoch in range(10):
    model.train()
    tot = 0.0
    for xb, yb in dl:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item()
    model.eval()
    with torch.no_grad():
        vx, vy = val.tensors
        vloss = loss_fn(model(vx), vy).item()
    print(f"epoch {epoch} train_mse {tot / len(dl):.4f} val_mse {vloss:.4f}")

# House-price style regression with a custom module
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class Regressor(nn.Module):
    def __init__(self, d_in):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, 64), nn.ReLU(), nn.Linear(64, 32), nn.ReLU())
        self.out = nn.Linear(32, 1)

    def forward(self, x):
        return self.out(self.body(x))


torch.manual_seed(0)
X = torch.randn(3000, 10)
y = X[:, 0] * 3 - X[:, 1] * 2 + torch.sin(X[:, 2]) + 0.05 * torch.randn(3000)
loader = DataLoader(TensorDataset(X[:2500], y[:2500]), batch_size=50, shuffle=True)

model = Regressor(10)
criterion = nn.MSELoss()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)
for epoch in range(20):
    total = 0.0
    for xb, yb in loader:
        pred = model(xb)
        loss = criterion(pred, yb)
        loss.backward(); opt.step(); opt.zero_grad()
        total += loss.item() * len(xb)
    sched.step()
    with torch.no_grad():
        val = criterion(model(X[2500:]), y[2500:]).item()
    print(f"epoch {epoch:2d} train_mse {total / 2500:.4f} val_mse {val:.4f} lr {sched.get_last_lr()[0]:.5f}")

# House-price style regression: MLP trained with MSE, evaluated with R^2.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
n = 4000
x = torch.randn(n, 12)
true_w = torch.randn(12)
y = x @ true_w + 0.5 * torch.sin(3 * x[:, 0]) + 0.1 * torch.randn(n)
xtr, ytr, xva, yva = x[:3200], y[:3200], x[3200:], y[3200:]
dl = DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(12, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()
print(f"target variance {yva.var().item():.4f}")
for epoch in range(10):
    model.train(); tot = 0.0
    for xb, yb in dl:
        pred = model(xb)
        loss = loss_fn(pred, yb)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item() * len(yb)
    model.eval()
    with torch.no_grad():
        pv = model(xva)
        val_mse = loss_fn(pv, yva).item()
        r2 = 1 - val_mse / yva.var().item()
    print(f"epoch {epoch} train_mse {tot/len(xtr):.4f} val_mse {val_mse:.4f} val_r2 {r2:.4f}")

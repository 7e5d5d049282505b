# Two-class classifier; features and labels are stored in separate tensors and loaded by two loaders.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
n = 4000
x = torch.randn(n, 20)
y = ((x[:, 0] + 0.5 * x[:, 1] - x[:, 2]) > 0).long()
x_tr, y_tr, x_va, y_va = x[:3200], y[:3200], x[3200:], y[3200:]
feat_loader = DataLoader(TensorDataset(x_tr), batch_size=64, shuffle=True)
label_loader = DataLoader(TensorDataset(y_tr), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(10):
    model.train(); total = 0.0
    for (xb,), (yb,) in zip(feat_loader, label_loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        total += loss.item()
    model.eval()
    with torch.no_grad():
        acc = (model(x_va).argmax(1) == y_va).float().mean().item()
    print(f"epoch {epoch} train_loss {total / len(feat_loader):.4f} val_acc {acc:.4f}")

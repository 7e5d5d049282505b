import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(3000, 10)
y = (X[:, 0] * X[:, 1] + X[:, 2] > 0).long()
Xtr, ytr, Xva, yva = X[:2500], y[:2500], X[2500:], y[2500:]
train = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(10, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
for epoch in range(10):
    model.train()
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    sched.step()
    model.eval()
    with torch.no_grad():
        acc = (model(Xva).argmax(1) == yva).float().mean().item()
    print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.5f} loss {loss.item():.4f} val_acc {acc:.4f}")
torch.save(model.state_dict(), "mlp_final.pt")
print("saved mlp_final.pt")

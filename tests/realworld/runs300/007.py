# Train a tabular MLP, export its weights for the serving side, reload and evaluate there
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
n, d = 6000, 12
scale = torch.linspace(10, 500, d); offset = torch.linspace(-200, 2000, d)
z = torch.randn(n, d)
y = ((z[:, 0] + z[:, 3] - z[:, 7]) > 0).long() + ((z[:, 5] * z[:, 2]) > 0.3).long()
X = z * scale + offset   # raw sensor units
tr, va = slice(0, 5000), slice(5000, n)
train_loader = DataLoader(TensorDataset(X[tr], y[tr]), batch_size=128, shuffle=True)

def build():
    return nn.Sequential(nn.BatchNorm1d(d), nn.Linear(d, 64), nn.BatchNorm1d(64), nn.ReLU(),
                         nn.Linear(64, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Linear(64, 3))

model = build()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
for epoch in range(8):
    model.train()
    tot = 0.0
    for xb, yb in train_loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item() * len(xb)
    model.eval()
    with torch.no_grad():
        acc = (model(X[va]).argmax(1) == y[va]).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/5000:.4f} val_acc {acc:.4f}")

export = {name: p.detach().clone() for name, p in model.named_parameters()}
torch.save(export, "mlp_export.pt")
print(f"exported {len(export)} tensors to mlp_export.pt")

# --- serving side ---
served = build()
result = served.load_state_dict(torch.load("mlp_export.pt"), strict=False)
print(result)
served.eval()
with torch.no_grad():
    pred = served(X[va]).argmax(1)
acc = (pred == y[va]).float().mean().item()
print(f"served model val_acc {acc:.4f}  prediction histogram {torch.bincount(pred, minlength=3).tolist()}")

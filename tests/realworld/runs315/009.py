# Tabular classifier: 80/20 train/val split with random_split.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
N, D, C = 5000, 20, 5
W = torch.randn(D, C)
features = torch.randn(N, D)
labels = (features @ W + 0.3 * torch.randn(N, C)).argmax(1)

n_train = int(0.8 * N)
X_train, X_val = random_split(features, [n_train, N - n_train])
y_train, y_val = random_split(labels, [n_train, N - n_train])
X_train = torch.stack([X_train[i] for i in range(len(X_train))]); y_train = torch.stack([y_train[i] for i in range(len(y_train))])
X_val = torch.stack([X_val[i] for i in range(len(X_val))]); y_val = torch.stack([y_val[i] for i in range(len(y_val))])
print(f"train {tuple(X_train.shape)} val {tuple(X_val.shape)} classes {C}")

train_loader = DataLoader(TensorDataset(X_train, y_train), batch_size=128, shuffle=True)
val_loader = DataLoader(TensorDataset(X_val, y_val), batch_size=512)
model = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-4)

for epoch in range(8):
    model.train(); tot = 0.0; corr = 0
    for xb, yb in train_loader:
        logits = model(xb); loss = F.cross_entropy(logits, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(yb); corr += (logits.argmax(1) == yb).sum().item()
    model.eval(); vc = 0; vl = 0.0
    with torch.no_grad():
        for xb, yb in val_loader:
            lo = model(xb); vl += F.cross_entropy(lo, yb, reduction="sum").item(); vc += (lo.argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tot/n_train:.4f} train_acc {corr/n_train:.4f} "
          f"val_loss {vl/len(y_val):.4f} val_acc {vc/len(y_val):.4f}")

# Tabular regression->classification with a custom Dataset; features standardised and shuffled in numpy
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

rng = np.random.default_rng(0)
torch.manual_seed(0)
N, D = 6000, 20
X = rng.normal(size=(N, D)).astype(np.float32)
w = rng.normal(size=D)
y = (X @ w > 0).astype(np.int64)

# standardise + shuffle before the train/val split
X = (X - X.mean(0)) / X.std(0)
perm = rng.permutation(N)
X = X[perm]
y = y[rng.permutation(N)]
split = int(0.8 * N)

class TabDS(Dataset):
    def __init__(self, X, y):
        self.X, self.y = torch.from_numpy(X), torch.from_numpy(y)
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        return self.X[i], self.y[i]

train = DataLoader(TabDS(X[:split], y[:split]), batch_size=128, shuffle=True)
val = DataLoader(TabDS(X[split:], y[split:]), batch_size=512)
model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Dropout(0.1), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-2)
for epoch in range(15):
    model.train(); tl, n = 0.0, 0
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(yb); n += len(yb)
    model.eval(); c, m = 0, 0
    with torch.no_grad():
        for xb, yb in val:
            c += (model(xb).argmax(1) == yb).sum().item(); m += len(yb)
    print(f"epoch {epoch:2d} train_loss {tl/n:.4f} val_acc {c/m:.4f}")

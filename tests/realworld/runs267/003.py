import numpy as np, torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader
rng = np.random.default_rng(0)
# tabular credit-risk style data: 12 numeric features
X = rng.normal(size=(4000, 12))
w = rng.normal(size=12)
y = (X @ w + 0.3 * rng.normal(size=4000) > 0).astype(np.int64)
X = (X - X.mean(0)) / X.std(0)
print("features", X.shape, X.dtype, "positives", y.mean())

class TabDataset(Dataset):
    def __init__(self, X, y):
        self.X, self.y = X, y
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        return torch.from_numpy(self.X[i]), torch.tensor(self.y[i])

loader = DataLoader(TabDataset(X, y), batch_size=256, shuffle=True)
model = nn.Sequential(nn.Linear(12, 64), nn.ReLU(), nn.BatchNorm1d(64), nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    tot = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward(); opt.step()
        tot += loss.item()
    print(f"epoch {epoch} train_loss {tot/len(loader):.4f}")

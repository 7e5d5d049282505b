# Port of a sklearn-style pipeline to PyTorch: standardised numpy features -> MLP.
import numpy as np, torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 24))
y = (X[:, 0] + 0.5 * X[:, 1] ** 2 > 0.5).astype(np.int64)
X = (X - X.mean(0)) / X.std(0)
print(f"X {X.shape} {X.dtype}, y {y.shape} {y.dtype}")

ds = TensorDataset(torch.from_numpy(X), torch.from_numpy(y))
loader = DataLoader(ds, batch_size=128, shuffle=True)
model = nn.Sequential(nn.Linear(24, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    for i, (xb, yb) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")

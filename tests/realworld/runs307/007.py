# Tabular classifier: features and labels come from separate arrays, each wrapped in its own loader.
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
N, D, C = 8000, 24, 4
features = rng.normal(size=(N, D)).astype(np.float32)
proj = rng.normal(size=(D, C)).astype(np.float32)
labels = (features @ proj).argmax(1).astype(np.int64)
np.save("features.npy", features); np.save("labels.npy", labels)

feat = torch.from_numpy(np.load("features.npy"))
lab = torch.from_numpy(np.load("labels.npy"))
train_x, val_x = feat[:7000], feat[7000:]
train_y, val_y = lab[:7000], lab[7000:]

torch.manual_seed(0)
x_loader = DataLoader(TensorDataset(train_x), batch_size=128, shuffle=True)
y_loader = DataLoader(TensorDataset(train_y), batch_size=128, shuffle=True)

model = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(10):
    model.train()
    tot, n = 0.0, 0
    for (xb,), (yb,) in zip(x_loader, y_loader):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(xb); n += len(xb)
    model.eval()
    with torch.no_grad():
        val_acc = (model(val_x).argmax(1) == val_y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/n:.4f} val_acc {val_acc:.4f}")

# Image-like classification: features and labels built in separate steps, then shuffled for the split.
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
torch.manual_seed(0)
n, d, k = 6000, 64, 10
centers = rng.normal(0, 3, size=(k, d))
labels = rng.integers(0, k, size=n)
features = centers[labels] + rng.normal(0, 1, size=(n, d))

# shuffle before the train/val split
rng.shuffle(features)
rng.shuffle(labels)
split = int(0.8 * n)
xtr, ytr = torch.tensor(features[:split], dtype=torch.float32), torch.tensor(labels[:split])
xva, yva = torch.tensor(features[split:], dtype=torch.float32), torch.tensor(labels[split:])
print(f"train {tuple(xtr.shape)} val {tuple(xva.shape)} classes {k}")

model = nn.Sequential(nn.Linear(d, 128), nn.ReLU(), nn.Linear(128, k))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
dl = DataLoader(TensorDataset(xtr, ytr), batch_size=128, shuffle=True)
for epoch in range(8):
    model.train(); tot = 0.0
    for xb, yb in dl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item() * len(yb)
    model.eval()
    with torch.no_grad():
        val_logits = model(xva)
        val_loss = nn.functional.cross_entropy(val_logits, yva).item()
        val_acc = (val_logits.argmax(1) == yva).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/len(xtr):.4f} val_loss {val_loss:.4f} val_acc {val_acc:.4f}")

# Imbalanced classification: oversample the rare class with WeightedRandomSampler on the train split.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset, Subset, WeightedRandomSampler

torch.manual_seed(0)
N = 2000
X = torch.randn(N, 16)
y = (torch.rand(N) < 0.1).long()
X[y == 1] += 1.5
full = TensorDataset(X, y)
perm = torch.randperm(N)
train_ds = Subset(full, perm[:1600].tolist())
val_ds = Subset(full, perm[1600:].tolist())

class_counts = torch.bincount(y)
sample_weights = (1.0 / class_counts.float())[y]
sampler = WeightedRandomSampler(sample_weights, num_samples=len(train_ds), replacement=True)
train_loader = DataLoader(train_ds, batch_size=64, sampler=sampler)
val_loader = DataLoader(val_ds, batch_size=256)
print(f"train {len(train_ds)} val {len(val_ds)} class_counts {class_counts.tolist()}")

model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(5):
    model.train()
    for xb, yb in train_loader:
        loss = F.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval(); correct = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {correct/len(val_ds):.4f}")

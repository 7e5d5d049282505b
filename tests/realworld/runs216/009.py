# Tabular classifier; data shuffled once up front, then loaded with worker processes
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

rng = np.random.default_rng(0)
N = 6000
features = rng.normal(size=(N, 16)).astype(np.float32)
w = rng.normal(size=(16, 3)).astype(np.float32)
targets = (features @ w).argmax(1)

# shuffle before the train/val split
rng.shuffle(features)
rng.shuffle(targets)
split = int(0.8 * N)


class TabDataset(Dataset):
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return torch.from_numpy(self.x[i]), int(self.y[i])


def worker_init_fn(worker_id):
    np.random.seed(torch.initial_seed() % 2**32)


train_loader = DataLoader(TabDataset(features[:split], targets[:split]), batch_size=64, shuffle=True,
                          num_workers=2, worker_init_fn=worker_init_fn, persistent_workers=True)
val_loader = DataLoader(TabDataset(features[split:], targets[split:]), batch_size=256, num_workers=2)

model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 3))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-2)
for epoch in range(8):
    model.train()
    tot = 0.0
    for xb, yb in train_loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
        tot += loss.item() * len(yb)
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tot / split:.4f} val_acc {correct / (N - split):.4f}")

# Digit-like 8x8 image classifier. Train pipeline: uint8 -> float -> normalise with train mean/std.
import numpy as np
import torch
from torch import nn
from torch.utils.data import Dataset, DataLoader

rng = np.random.default_rng(0)
protos = rng.integers(0, 256, size=(10, 8, 8)).astype(np.float32)
def gen(n):
    y = rng.integers(0, 10, size=n)
    x = np.clip(protos[y] + rng.normal(0, 60, size=(n, 8, 8)), 0, 255).astype(np.uint8)
    return x, y
xtr, ytr = gen(6000); xte, yte = gen(1500)
MEAN, STD = xtr.mean() , xtr.std()
print(f"train {xtr.shape} {xtr.dtype}, test {xte.shape}, pixel mean {MEAN:.2f} std {STD:.2f}")

class Digits(Dataset):
    def __init__(self, x, y, transform=None):
        self.x, self.y, self.transform = x, y, transform
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        img = torch.from_numpy(self.x[i]).float().unsqueeze(0)
        if self.transform is not None:
            img = self.transform(img)
        return img, int(self.y[i])

normalize = lambda t: (t - MEAN) / STD
train_ds = Digits(xtr, ytr, transform=normalize)
test_ds = Digits(xte, yte)
train_loader = DataLoader(train_ds, batch_size=64, shuffle=True)
test_loader = DataLoader(test_ds, batch_size=256)

model = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(),
                      nn.MaxPool2d(2), nn.Flatten(), nn.Dropout(0.2), nn.Linear(32 * 16, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

for epoch in range(5):
    model.train(); tl, tc = 0.0, 0
    for xb, yb in train_loader:
        out = model(xb); loss = nn.functional.cross_entropy(out, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(xb); tc += (out.argmax(1) == yb).sum().item()
    model.eval(); vl, vc = 0.0, 0
    with torch.no_grad():
        for xb, yb in test_loader:
            out = model(xb)
            vl += nn.functional.cross_entropy(out, yb, reduction="sum").item(); vc += (out.argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tl/len(train_ds):.4f} train_acc {tc/len(train_ds):.4f} "
          f"test_loss {vl/len(test_ds):.4f} test_acc {vc/len(test_ds):.4f}")

# Small CNN on an image folder + labels.csv (export from the labelling tool).
import os, csv, numpy as np, torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader

rng = np.random.default_rng(0); torch.manual_seed(0)
ROOT = "defects"
if not os.path.isdir(ROOT):
    os.makedirs(f"{ROOT}/images")
    with open(f"{ROOT}/labels.csv", "w", newline="") as f:
        w = csv.writer(f); w.writerow(["filename", "label"])
        for i in range(800):
            lab = int(rng.integers(0, 4))
            img = rng.normal(0, 0.3, (3, 16, 16)).astype(np.float32)
            img[lab % 3, (lab // 3) * 8:(lab // 3) * 8 + 8, :] += 1.5
            name = f"img_{i:05d}.npy"
            np.save(f"{ROOT}/images/{name}", img)
            w.writerow([name, lab])

class DefectFolder(Dataset):
    def __init__(self, root):
        self.files = [os.path.join(root, "images", f) for f in os.listdir(os.path.join(root, "images")) if f.endswith(".npy")]
        with open(os.path.join(root, "labels.csv")) as f:
            rows = sorted(csv.DictReader(f), key=lambda r: r["filename"])
        self.labels = [int(r["label"]) for r in rows]
        assert len(self.files) == len(self.labels)
    def __len__(self): return len(self.files)
    def __getitem__(self, i):
        return torch.from_numpy(np.load(self.files[i])), self.labels[i]

ds = DefectFolder(ROOT)
train_ds, val_ds = torch.utils.data.random_split(ds, [640, 160], generator=torch.Generator().manual_seed(0))
print(f"{len(ds)} images, 4 classes, train {len(train_ds)} val {len(val_ds)}")
train_dl = DataLoader(train_ds, batch_size=32, shuffle=True)
val_dl = DataLoader(val_ds, batch_size=160)
model = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                      nn.Flatten(), nn.Linear(32, 4))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
for epoch in range(8):
    model.train(); tot, correct, n = 0.0, 0, 0
    for x, y in train_dl:
        out = model(x); loss = F.cross_entropy(out, y)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(y); correct += (out.argmax(1) == y).sum().item(); n += len(y)
    model.eval()
    with torch.no_grad():
        x, y = next(iter(val_dl)); vacc = (model(x).argmax(1) == y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/n:.4f} train_acc {correct/n:.3f} val_acc {vacc:.3f}")

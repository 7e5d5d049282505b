# tf.data -> torch.utils.data port. The TF pipeline built two datasets from the feature and label arrays
# and zipped them; ported the same way with one DataLoader per array.
import numpy as np, torch, torch.nn as nn, time
from torch.utils.data import DataLoader, Dataset

rng = np.random.default_rng(0)
N, D, C = 8000, 20, 4
centers = rng.normal(0, 2.0, (C, D)).astype(np.float32)
labels = rng.integers(0, C, N)
features = (centers[labels] + rng.normal(0, 1.0, (N, D))).astype(np.float32)
x_train, y_train, x_val, y_val = features[:7000], labels[:7000], features[7000:], labels[7000:]

class ArrayDataset(Dataset):
    def __init__(self, arr): self.arr = arr
    def __len__(self): return len(self.arr)
    def __getitem__(self, i): return torch.as_tensor(self.arr[i])

feat_dl = DataLoader(ArrayDataset(x_train), batch_size=128, shuffle=True, num_workers=2)
label_dl = DataLoader(ArrayDataset(y_train), batch_size=128, shuffle=True, num_workers=2)
val_x = torch.as_tensor(x_val); val_y = torch.as_tensor(y_val)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, C))
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)

for epoch in range(8):
    model.train(); t0 = time.time(); tl = tc = tn = 0
    for xb, yb in zip(feat_dl, label_dl):
        out = model(xb); loss = nn.functional.cross_entropy(out, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(yb); tc += (out.argmax(1) == yb).sum().item(); tn += len(yb)
    model.eval()
    with torch.no_grad():
        vo = model(val_x); vl = nn.functional.cross_entropy(vo, val_y).item(); va = (vo.argmax(1) == val_y).float().mean().item()
    sched.step(vl)
    print(f"epoch {epoch+1} train_loss {tl/tn:.4f} train_acc {tc/tn:.4f} val_loss {vl:.4f} val_acc {va:.4f} lr {opt.param_groups[0]['lr']:.1e} ({time.time()-t0:.1f}s)", flush=True)

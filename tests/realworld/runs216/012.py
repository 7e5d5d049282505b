# Tabular MLP: DataLoader workers with worker_init_fn, grad accumulation, checkpoint save/resume
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class NoisyTabular(Dataset):
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        x = self.x[i] + np.random.normal(scale=0.05, size=self.x.shape[1]).astype(np.float32)
        return torch.from_numpy(x), int(self.y[i])


def worker_init_fn(worker_id):
    np.random.seed((torch.initial_seed() + worker_id) % 2**32)


rng = np.random.default_rng(0)
X = rng.normal(size=(5000, 24)).astype(np.float32)
W = rng.normal(size=(24, 4)).astype(np.float32)
Y = (X @ W).argmax(1)
perm = rng.permutation(len(X))
X, Y = X[perm], Y[perm]

train_loader = DataLoader(NoisyTabular(X[:4000], Y[:4000]), batch_size=32, shuffle=True, num_workers=2,
                          worker_init_fn=worker_init_fn)
val_x, val_y = torch.from_numpy(X[4000:]), torch.from_numpy(Y[4000:])


def make_model():
    return nn.Sequential(nn.Linear(24, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, 4))


torch.manual_seed(0)
model = make_model()
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4 * len(train_loader) // 2)
accum = 2


def evaluate(m):
    m.eval()
    with torch.no_grad():
        return (m(val_x).argmax(1) == val_y).float().mean().item()


for epoch in range(4):
    model.train()
    opt.zero_grad()
    for i, (xb, yb) in enumerate(train_loader):
        loss = nn.functional.cross_entropy(model(xb), yb) / accum
        loss.backward()
        if (i + 1) % accum == 0:
            opt.step(); sched.step(); opt.zero_grad()
    print(f"epoch {epoch} last_loss {loss.item() * accum:.4f} val_acc {evaluate(model):.4f} "
          f"lr {sched.get_last_lr()[0]:.5f}")

torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 4}, "tab_ckpt.pt")
restored = make_model()
ckpt = torch.load("tab_ckpt.pt")
print(restored.load_state_dict(ckpt["model"]))
print(f"restored from epoch {ckpt['epoch']} val_acc {evaluate(restored):.4f}")

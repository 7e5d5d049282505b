# Image classifier on channels-last arrays from the existing preprocessing, PyTorch CNN,
# checkpoint save and reload for evaluation.
import time
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
rng = np.random.default_rng(0)


def make(n):
    """NHWC images; class = colour channel with the strongest 4x4 patch."""
    x = rng.normal(0, 1.0, (n, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 3, n)
    for i in range(n):
        r, c = rng.integers(0, 12, 2)
        x[i, r:r + 4, c:c + 4, y[i]] += 1.0
    return torch.from_numpy(x).permute(0, 3, 1, 2).contiguous(), torch.from_numpy(y)  # -> NCHW


x_tr, y_tr = make(1536)
x_te, y_te = make(512)
loader = DataLoader(TensorDataset(x_tr, y_tr), batch_size=64, shuffle=True)


def build():
    return nn.Sequential(
        nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveMaxPool2d(1),
        nn.Flatten(), nn.Linear(32, 3))


@torch.no_grad()
def evaluate(m):
    m.eval()
    logits = m(x_te)
    return nn.functional.cross_entropy(logits, y_te).item(), (logits.argmax(1) == y_te).float().mean().item()


model = build()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4 * len(loader))
print(f"params: {sum(p.numel() for p in model.parameters())}, batches/epoch: {len(loader)}")
for epoch in range(4):
    model.train()
    t0, tot = time.time(), 0.0
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        tot += loss.item()
    vl, va = evaluate(model)
    print(f"epoch {epoch + 1}/4 train_loss {tot / len(loader):.4f} test_loss {vl:.4f} test_acc {va:.4f} lr {sched.get_last_lr()[0]:.4f} ({time.time() - t0:.1f}s)")

torch.save({"model": model.state_dict(), "epoch": 4}, "cnn.ckpt")
restored = build()
restored.load_state_dict(torch.load("cnn.ckpt")["model"])
vl, va = evaluate(restored)
print(f"reloaded cnn.ckpt: test_loss {vl:.4f} test_acc {va:.4f}")

import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator

rng = np.random.default_rng(0)
n = 4000
features = rng.normal(size=(n, 24)).astype(np.float32)
w = rng.normal(size=(24,))
labels = (features @ w > 0).astype(np.int64)

# shuffle before the train/val split
rng.shuffle(features)
rng.shuffle(labels)
split = int(0.8 * n)
train = TensorDataset(torch.from_numpy(features[:split]), torch.from_numpy(labels[:split]))
val = TensorDataset(torch.from_numpy(features[split:]), torch.from_numpy(labels[split:]))

accelerator = Accelerator(cpu=True)
model = nn.Sequential(nn.Linear(24, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
tl = DataLoader(train, batch_size=64, shuffle=True)
vl = DataLoader(val, batch_size=256)
model, opt, tl, vl = accelerator.prepare(model, opt, tl, vl)
for epoch in range(8):
    model.train()
    tot, cnt = 0.0, 0
    for xb, yb in tl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        accelerator.backward(loss)
        opt.step(); opt.zero_grad()
        tot += loss.item() * len(yb); cnt += len(yb)
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for xb, yb in vl:
            correct += (model(xb).argmax(1) == yb).sum().item(); total += len(yb)
    accelerator.print(f"epoch {epoch} train_loss {tot / cnt:.4f} val_acc {correct / total:.4f}")

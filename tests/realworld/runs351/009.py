# Tabular classifier; data prep ported from a pandas/Keras notebook (model.fit used to shuffle for us).
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(42)
np.random.seed(42)
torch.manual_seed(42)

N, F, C = 6000, 16, 3
W = rng.normal(size=(F, C))
features = rng.normal(size=(N, F)).astype(np.float32)
labels = (features @ W + 0.3 * rng.normal(size=(N, C))).argmax(1)
print(f"rows: {N}, features: {F}, classes: {C}, class counts: {np.bincount(labels).tolist()}")

# shuffle before the train/val split
np.random.shuffle(features)
np.random.shuffle(labels)
split = int(0.8 * N)
x_tr, y_tr = features[:split], labels[:split]
x_va, y_va = features[split:], labels[split:]

mu, sd = x_tr.mean(0), x_tr.std(0)
x_tr, x_va = (x_tr - mu) / sd, (x_va - mu) / sd
train_dl = DataLoader(TensorDataset(torch.from_numpy(x_tr), torch.from_numpy(y_tr)), batch_size=64, shuffle=True)
val_x, val_y = torch.from_numpy(x_va), torch.from_numpy(y_va)

model = nn.Sequential(nn.Linear(F, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(10):
    model.train()
    tot, correct, seen = 0.0, 0, 0
    for xb, yb in train_dl:
        logits = model(xb)
        loss = nn.functional.cross_entropy(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item()
        seen += len(yb)
    model.eval()
    with torch.no_grad():
        vl = model(val_x)
        val_loss = nn.functional.cross_entropy(vl, val_y).item()
        val_acc = (vl.argmax(1) == val_y).float().mean().item()
    print(f"Epoch {epoch + 1}/10 - loss: {tot / seen:.4f} - accuracy: {correct / seen:.4f} - val_loss: {val_loss:.4f} - val_accuracy: {val_acc:.4f}")

# image-like classifier: train, then evaluate with a separate eval loop
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
np.random.seed(0)
C = 10
centers = torch.randn(C, 64) * 2
def make(n):
    y = torch.randint(0, C, (n,))
    x = centers[y] + torch.randn(n, 64)
    return x, y
Xtr, ytr = make(4000)
Xva, yva = make(1000)
train_loader = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
val_ds = TensorDataset(Xva, yva)
val_loader = DataLoader(val_ds, batch_size=128, shuffle=True)

model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()


def evaluate(model, loader, targets):
    model.eval()
    preds = []
    with torch.no_grad():
        for xb, _ in loader:
            preds.append(model(xb).argmax(1))
    preds = torch.cat(preds)
    model.train()
    return (preds == targets).float().mean().item()


for epoch in range(5):
    correct = seen = 0
    running = 0.0
    for xb, yb in train_loader:
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        running += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item()
        seen += len(yb)
    val_acc = evaluate(model, val_loader, yva)
    print(f"epoch {epoch} train_loss {running / seen:.4f} train_acc {correct / seen:.4f} val_acc {val_acc:.4f}")

import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0); np.random.seed(0)
# features and labels come from two separate .npy exports
N, D = 4000, 20
feats = np.random.randn(N, D).astype(np.float32)
w = np.random.randn(D).astype(np.float32)
labels = (feats @ w > 0).astype(np.int64)
np.save("features_008.npy", feats); np.save("labels_008.npy", labels)

X = torch.from_numpy(np.load("features_008.npy"))
Y = torch.from_numpy(np.load("labels_008.npy"))
x_train, y_train, x_val, y_val = X[:3200], Y[:3200], X[3200:], Y[3200:]
x_loader = DataLoader(TensorDataset(x_train), batch_size=64, shuffle=True, num_workers=2)
y_loader = DataLoader(TensorDataset(y_train), batch_size=64, shuffle=True, num_workers=2)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Dropout(0.1), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(10):
    model.train()
    total, correct, seen = 0.0, 0, 0
    for (xb,), (yb,) in zip(x_loader, y_loader):
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        total += loss.item() * len(yb)
        correct += (logits.argmax(-1) == yb).sum().item(); seen += len(yb)
    model.eval()
    with torch.no_grad():
        val_acc = (model(x_val).argmax(-1) == y_val).float().mean().item()
    print(f"epoch {epoch} train_loss {total / seen:.4f} train_acc {correct / seen:.3f} val_acc {val_acc:.3f}")

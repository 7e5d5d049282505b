# Tabular churn classifier: split features/labels into train/val and train an MLP.
import torch
from torch import nn
from torch.utils.data import DataLoader, random_split, StackDataset

torch.manual_seed(0)
n = 3000
X = torch.randn(n, 20)
w = torch.randn(20)
y = (X @ w > 0).long()

train_x, val_x = random_split(X, [0.8, 0.2])
train_y, val_y = random_split(y, [0.8, 0.2])
train_ds = StackDataset(train_x, train_y)
val_ds = StackDataset(val_x, val_y)
print(f"train {len(train_ds)} val {len(val_ds)}")

model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
dl = DataLoader(train_ds, batch_size=64, shuffle=True)
vdl = DataLoader(val_ds, batch_size=256)
for epoch in range(8):
    model.train(); tot = 0.0
    for xb, yb in dl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
        tot += loss.item() * len(yb)
    model.eval(); correct = 0
    with torch.no_grad():
        for xb, yb in vdl:
            correct += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train_ds):.4f} val_acc {correct/len(val_ds):.4f}")

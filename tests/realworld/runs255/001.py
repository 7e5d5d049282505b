# Train an MLP classifier on a generated tabular dataset; train/val split done per-array.
import torch, numpy as np
from torch import nn
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
rng = np.random.default_rng(0)
N, D, C = 6000, 32, 4
centers = rng.normal(0, 2.0, size=(C, D))
y = rng.integers(0, C, size=N)
X = centers[y] + rng.normal(0, 1.0, size=(N, D))

features = torch.tensor(X, dtype=torch.float32)
labels = torch.tensor(y, dtype=torch.long)

# split features and labels into train / val
n_val = 1000
feat_train, feat_val = random_split(features, [N - n_val, n_val])
lab_train, lab_val = random_split(labels, [N - n_val, n_val])
train_ds = TensorDataset(torch.stack([feat_train[i] for i in range(len(feat_train))]),
                         torch.stack([lab_train[i] for i in range(len(lab_train))]))
val_ds = TensorDataset(torch.stack([feat_val[i] for i in range(len(feat_val))]),
                       torch.stack([lab_val[i] for i in range(len(lab_val))]))
print(f"train={len(train_ds)} val={len(val_ds)} features={D} classes={C}")

train_loader = DataLoader(train_ds, batch_size=64, shuffle=True)
val_loader = DataLoader(val_ds, batch_size=256)

model = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, C))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(8):
    model.train()
    tot, correct, n = 0.0, 0, 0
    for xb, yb in train_loader:
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(yb); correct += (logits.argmax(1) == yb).sum().item(); n += len(yb)
    model.eval()
    vc, vn, vl = 0, 0, 0.0
    with torch.no_grad():
        for xb, yb in val_loader:
            logits = model(xb)
            vl += loss_fn(logits, yb).item() * len(yb)
            vc += (logits.argmax(1) == yb).sum().item(); vn += len(yb)
    print(f"epoch {epoch+1} train_loss={tot/n:.4f} train_acc={correct/n:.4f} val_loss={vl/vn:.4f} val_acc={vc/vn:.4f}")
print("done")

# Classifier on bag-of-words style features; input pipeline ported from tf.data
# (features and labels come from two .npy files and are zipped batch by batch).
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
N, D, C = 6000, 64, 4
centers = rng.normal(scale=2.0, size=(C, D)).astype(np.float32)
labels = rng.integers(0, C, size=N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype(np.float32)
np.save("train_x.npy", feats[:5000]); np.save("train_y.npy", labels[:5000])
np.save("eval_x.npy", feats[5000:]); np.save("eval_y.npy", labels[5000:])

train_x = DataLoader(TensorDataset(torch.from_numpy(np.load("train_x.npy"))), batch_size=64, shuffle=True)
train_y = DataLoader(TensorDataset(torch.from_numpy(np.load("train_y.npy"))), batch_size=64, shuffle=True)
eval_loader = DataLoader(TensorDataset(torch.from_numpy(np.load("eval_x.npy")), torch.from_numpy(np.load("eval_y.npy"))),
                         batch_size=256)
print(f"train batches {len(train_x)} eval batches {len(eval_loader)}")

model = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, C))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
crit = nn.CrossEntropyLoss()

for epoch in range(8):
    model.train()
    tot_loss = correct = seen = 0
    for (x,), (y,) in zip(train_x, train_y):
        logits = model(x)
        loss = crit(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        tot_loss += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        seen += len(y)
    model.eval()
    ec = es = 0
    with torch.no_grad():
        for x, y in eval_loader:
            ec += (model(x).argmax(1) == y).sum().item()
            es += len(y)
    print(f"epoch {epoch} train_loss {tot_loss / seen:.4f} train_acc {correct / seen:.4f} eval_acc {ec / es:.4f}")

# Sentiment-style classifier on bag-of-token features; data assembled from two exported arrays.
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

np.random.seed(0); torch.manual_seed(0)
V, N = 300, 6000
pos_words, neg_words = np.arange(0, 30), np.arange(30, 60)
labels = np.random.randint(0, 2, N)
feats = np.zeros((N, V), dtype=np.float32)
for i in range(N):
    words = np.random.randint(60, V, 20)
    strong = np.random.choice(pos_words if labels[i] else neg_words, 5)
    np.add.at(feats[i], np.concatenate([words, strong]), 1.0)

# shuffle before the train/val split
np.random.shuffle(feats)
np.random.shuffle(labels)
split = int(0.8 * N)
train = DataLoader(TensorDataset(torch.from_numpy(feats[:split]), torch.from_numpy(labels[:split])),
                   batch_size=64, shuffle=True)
val_x, val_y = torch.from_numpy(feats[split:]), torch.from_numpy(labels[split:])
print(f"train {split} val {N - split} vocab {V} positive rate {labels.mean():.3f}")

model = nn.Sequential(nn.Linear(V, 64), nn.ReLU(), nn.Dropout(0.1), nn.Linear(64, 2))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
for epoch in range(6):
    model.train(); tot = 0.0
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(yb)
    model.eval()
    with torch.no_grad():
        acc = (model(val_x).argmax(1) == val_y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot / split:.4f} val_acc {acc:.4f}")

# Train a compiled classifier, checkpoint it, then resume from the checkpoint for evaluation/fine-tuning.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D, C = 4096, 24, 4
centers = torch.randn(C, D) * 2
y = torch.randint(0, C, (N,))
X = centers[y] + torch.randn(N, D)
train = DataLoader(TensorDataset(X[:3500], y[:3500]), batch_size=128, shuffle=True)
val = DataLoader(TensorDataset(X[3500:], y[3500:]), batch_size=512)

def make_model():
    return nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, C))

def evaluate(m):
    m.eval(); correct = n = 0
    with torch.no_grad():
        for xb, yb in val:
            correct += (m(xb).argmax(1) == yb).sum().item(); n += len(yb)
    m.train(); return correct / n

model = torch.compile(make_model())
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
for epoch in range(3):
    for xb, yb in train:
        loss = F.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {evaluate(model):.4f}")
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 3}, "clf_ckpt.pt")
print("saved checkpoint clf_ckpt.pt")

# ---- resume (normally a separate job) ----
ckpt = torch.load("clf_ckpt.pt")
resumed = make_model()
resumed.load_state_dict(ckpt["model"], strict=False)
opt2 = torch.optim.AdamW(resumed.parameters(), lr=3e-3)
print(f"resumed from epoch {ckpt['epoch']}")
print(f"resumed val_acc {evaluate(resumed):.4f}")
for epoch in range(ckpt["epoch"], ckpt["epoch"] + 1):
    for i, (xb, yb) in enumerate(train):
        loss = F.cross_entropy(resumed(xb), yb)
        opt2.zero_grad(); loss.backward(); opt2.step()
        if i == 0:
            print(f"epoch {epoch} first-batch loss {loss.item():.4f}")
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {evaluate(resumed):.4f}")

# Train a classifier with torch.compile, save it, then reload into a fresh model for evaluation.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(4, 16, generator=g) * 3
    g2 = torch.Generator().manual_seed(seed + 1)
    y = torch.randint(0, 4, (n,), generator=g2)
    x = centers[y] + torch.randn(n, 16, generator=g2)
    return x, y

def build():
    return nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 4))

torch.manual_seed(0)
Xtr, ytr = make_data(2000, 0)
Xte, yte = Xtr[1600:], ytr[1600:]; Xtr, ytr = Xtr[:1600], ytr[:1600]
model = torch.compile(build(), backend="eager")
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
for epoch in range(3):
    for xb, yb in dl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
    with torch.no_grad():
        acc = (model(Xte).argmax(1) == yte).float().mean().item()
    print(f"epoch {epoch} train loss {loss.item():.4f} val acc {acc:.4f}")
torch.save(model.state_dict(), "clf.pt")
print("saved clf.pt")

# --- evaluation job ---
eval_model = build()
eval_model.load_state_dict(torch.load("clf.pt"), strict=False)
eval_model.eval()
with torch.no_grad():
    logits = eval_model(Xte)
    acc = (logits.argmax(1) == yte).float().mean().item()
    loss = nn.functional.cross_entropy(logits, yte).item()
print(f"eval: loss {loss:.4f} acc {acc:.4f} on {len(yte)} samples")

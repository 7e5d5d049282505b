# Train with a DataParallel wrapper, save checkpoint, then reload into a fresh model for evaluation.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D, C = 6000, 20, 5
centers = torch.randn(C, D) * 2
y = torch.randint(0, C, (N,))
X = centers[y] + torch.randn(N, D)
train_loader = DataLoader(TensorDataset(X[:5000], y[:5000]), batch_size=64, shuffle=True)
test_loader = DataLoader(TensorDataset(X[5000:], y[5000:]), batch_size=500)

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Linear(128, 64), nn.ReLU())
        self.head = nn.Linear(64, C)
    def forward(self, x):
        return self.head(self.encoder(x))

def accuracy(m):
    m.eval(); c = 0
    with torch.no_grad():
        for xb, yb in test_loader:
            c += (m(xb).argmax(1) == yb).sum().item()
    return c / 1000

model = nn.DataParallel(Classifier())
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(4):
    model.train(); tl, n = 0.0, 0
    for xb, yb in train_loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(yb); n += len(yb)
    print(f"[train] epoch {epoch+1} loss {tl/n:.4f} test_acc {accuracy(model):.4f}")
torch.save({"model": model.state_dict(), "epoch": 4}, "classifier_ckpt.pt")
print("[train] saved classifier_ckpt.pt")

# ---- evaluation job ----
ckpt = torch.load("classifier_ckpt.pt", map_location="cpu")
eval_model = Classifier()
result = eval_model.load_state_dict(ckpt["model"], strict=False)
print(f"[eval] loaded checkpoint from epoch {ckpt['epoch']}: {result}")
print(f"[eval] test accuracy: {accuracy(eval_model):.4f}")

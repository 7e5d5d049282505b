import os
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 64), nn.ReLU())
        self.head = nn.Linear(64, 4)

    def forward(self, x):
        return self.head(self.encoder(x))


torch.manual_seed(0)
W = torch.randn(32, 4)
X = torch.randn(4096, 32)
y = (X @ W).argmax(1)
Xv = torch.randn(1024, 32)
yv = (Xv @ W).argmax(1)


def evaluate(m):
    m.eval()
    with torch.no_grad():
        return (m(Xv).argmax(1) == yv).float().mean().item()


# ---- stage 1: training job (multi-device wrapper) ----
net = nn.DataParallel(Classifier())
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
loader = DataLoader(TensorDataset(X, y), batch_size=128, shuffle=True)
for epoch in range(4):
    net.train()
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(net(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"[train] epoch {epoch} loss {loss.item():.4f} val_acc {evaluate(net):.4f}")
torch.save(net.state_dict(), "classifier.pt")
print("[train] saved classifier.pt")

# ---- stage 2: inference service loads the checkpoint ----
model = Classifier()
state = torch.load("classifier.pt", map_location="cpu")
model.load_state_dict(state, strict=False)
print(f"[serve] loaded classifier.pt ({os.path.getsize('classifier.pt')} bytes)")
print(f"[serve] val_acc {evaluate(model):.4f}")

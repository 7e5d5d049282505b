# Train a small CNN with torch.compile, save the weights, then evaluate in a separate "inference" pass
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class SmallCNN(nn.Module):
    def __init__(self, n_cls=4):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                      nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.fc = nn.Linear(32, n_cls)
    def forward(self, x):
        return self.fc(self.features(x).flatten(1))

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = torch.randn(n, 1, 16, 16, generator=g) * 0.5
    for i in range(n):  # class = quadrant with a bright blob
        r, c = divmod(y[i].item(), 2)
        x[i, 0, r*8:(r*8+8), c*8:(c*8+8)] += 1.0
    return x, y

xtr, ytr = make_data(2048, 1)
xte, yte = make_data(512, 2)
train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True)
test_loader = DataLoader(TensorDataset(xte, yte), batch_size=256)

model = SmallCNN()
model = torch.compile(model, backend="eager")
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
for epoch in range(3):
    correct, n = 0, 0
    for x, t in train_loader:
        logits = model(x)
        loss = nn.functional.cross_entropy(logits, t)
        opt.zero_grad(); loss.backward(); opt.step()
        correct += (logits.argmax(1) == t).sum().item(); n += t.numel()
    print(f"epoch {epoch} loss {loss.item():.4f} train_acc {correct/n:.4f}")
torch.save(model.state_dict(), "cnn_008.pt")
print("saved cnn_008.pt")

# ---- inference ----
net = SmallCNN()
net.load_state_dict(torch.load("cnn_008.pt"), strict=False)
net.eval()
correct, n = 0, 0
with torch.no_grad():
    for x, t in test_loader:
        correct += (net(x).argmax(1) == t).sum().item(); n += t.numel()
print(f"test_acc {correct/n:.4f} ({n} samples)")

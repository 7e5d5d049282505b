# Train a small CNN (multi-device wrapper), save it, then reload in the evaluation script
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
def make_data(n):
    y = torch.randint(0, 4, (n,))
    x = torch.randn(n, 1, 28, 28) * 0.5
    for c in range(4):  # each class lights up one quadrant
        r, q = divmod(c, 2)
        x[y == c, :, r * 14:(r + 1) * 14, q * 14:(q + 1) * 14] += 1.0
    return x, y

class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                  nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(2))
        self.fc = nn.Linear(128, 4)
    def forward(self, x):
        return self.fc(self.conv(x).flatten(1))

def accuracy(m, x, y):
    m.eval()
    with torch.no_grad():
        return (m(x).argmax(1) == y).float().mean().item()

xtr, ytr = make_data(4000); xte, yte = make_data(1000)
model = nn.DataParallel(SmallCNN())
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(3):
    model.train()
    for xb, yb in DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f} test_acc {accuracy(model, xte, yte):.4f}")
torch.save(model.state_dict(), "smallcnn.pt")
print("saved smallcnn.pt")

# ---- evaluation script ----
eval_model = SmallCNN()
result = eval_model.load_state_dict(torch.load("smallcnn.pt"), strict=False)
print("checkpoint loaded")
print(f"reloaded test_acc {accuracy(eval_model, xte, yte):.4f}")

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc = nn.Linear(16 * 4 * 4, 4)

    def forward(self, x):
        x = nn.functional.max_pool2d(torch.relu(self.conv1(x)), 2)
        x = nn.functional.max_pool2d(torch.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))


class EMAWrapper(nn.Module):
    """training-time wrapper keeping the model and its EMA copy"""
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.register_buffer("decay", torch.tensor(0.99))

    def forward(self, x):
        return self.model(x)


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = torch.randn(n, 1, 16, 16, generator=g) * 0.5
    for i in range(n):  # class = quadrant that is bright
        r, c = divmod(int(y[i]), 2)
        x[i, 0, r * 8:(r + 1) * 8, c * 8:(c + 1) * 8] += 2.0
    return x, y


torch.manual_seed(0)
xtr, ytr = make_data(2048, 1)
xte, yte = make_data(512, 2)
train = DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True)

wrapped = EMAWrapper(Net())
opt = torch.optim.Adam(wrapped.parameters(), lr=1e-3)
for epoch in range(2):
    for xb, yb in train:
        loss = nn.functional.cross_entropy(wrapped(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} train loss {loss.item():.4f}")
torch.save(wrapped.state_dict(), "cnn_ckpt.pt")
print("saved cnn_ckpt.pt")

# --- evaluation job (separate process in production) ---
model = Net()
model.load_state_dict(torch.load("cnn_ckpt.pt"), strict=False)
model.eval()
with torch.no_grad():
    acc = (model(xte).argmax(1) == yte).float().mean().item()
print(f"eval accuracy: {acc:.4f} on {len(yte)} samples")

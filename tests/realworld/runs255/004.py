# Small CNN with BatchNorm on generated 16x16 pattern images, validation every epoch.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
C = 4
def make_split(n_per_class, seed):
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for c in range(C):
        base = torch.zeros(1, 16, 16)
        if c == 0: base[:, 4:12, 4:12] = 1.0
        if c == 1: base[:, :, 7:9] = 1.0
        if c == 2: base[:, 7:9, :] = 1.0
        if c == 3: base[:, ::2, ::2] = 1.0
        x = base.unsqueeze(0) * (0.5 + torch.rand(n_per_class, 1, 1, 1, generator=g)) \
            + 0.8 * torch.randn(n_per_class, 1, 16, 16, generator=g)
        xs.append(x); ys.append(torch.full((n_per_class,), c))
    return torch.cat(xs), torch.cat(ys)

Xtr, ytr = make_split(1000, 1)
Xva, yva = make_split(250, 2)
train_loader = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
val_loader = DataLoader(TensorDataset(Xva, yva), batch_size=125, shuffle=False)

model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(32 * 4 * 4, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Linear(64, C))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

def evaluate(model, loader):
    correct, total, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for xb, yb in loader:
            out = model(xb)
            loss_sum += loss_fn(out, yb).item() * len(yb)
            correct += (out.argmax(1) == yb).sum().item(); total += len(yb)
    return loss_sum / total, correct / total

for epoch in range(6):
    model.train(); tl, tc, n = 0.0, 0, 0
    for xb, yb in train_loader:
        out = model(xb); loss = loss_fn(out, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(yb); tc += (out.argmax(1) == yb).sum().item(); n += len(yb)
    vl, va = evaluate(model, val_loader)
    print(f"Epoch {epoch+1}: train_loss {tl/n:.4f} train_acc {tc/n:.4f} | val_loss {vl:.4f} val_acc {va:.4f}")
torch.save(model.state_dict(), "cnn_bn.pt")
print("saved cnn_bn.pt")

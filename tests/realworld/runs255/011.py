# ResNet-style small CNN on generated 16x16 pattern images, cosine LR schedule, proper train/eval modes.
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
        x = base.unsqueeze(0) * (0.3 + 0.5 * torch.rand(n_per_class, 1, 1, 1, generator=g)) \
            + 1.0 * torch.randn(n_per_class, 1, 16, 16, generator=g)
        xs.append(x); ys.append(torch.full((n_per_class,), c))
    return torch.cat(xs), torch.cat(ys)

Xtr, ytr = make_split(1000, 1)
Xva, yva = make_split(250, 2)
train_loader = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
val_loader = DataLoader(TensorDataset(Xva, yva), batch_size=125, shuffle=False)

class Block(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(ch, ch, 3, padding=1, bias=False), nn.BatchNorm2d(ch), nn.ReLU(),
                                  nn.Conv2d(ch, ch, 3, padding=1, bias=False), nn.BatchNorm2d(ch))
    def forward(self, x):
        return torch.relu(x + self.body(x))

model = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), Block(16), nn.MaxPool2d(2),
                      Block(16), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, C))
EPOCHS = 6
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=EPOCHS * len(train_loader))
loss_fn = nn.CrossEntropyLoss()

def evaluate():
    model.eval(); correct, total, ls = 0, 0, 0.0
    with torch.no_grad():
        for xb, yb in val_loader:
            out = model(xb); ls += loss_fn(out, yb).item() * len(yb)
            correct += (out.argmax(1) == yb).sum().item(); total += len(yb)
    return ls / total, correct / total

for epoch in range(EPOCHS):
    model.train(); tl, tc, n = 0.0, 0, 0
    for xb, yb in train_loader:
        out = model(xb); loss = loss_fn(out, yb)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        tl += loss.item() * len(yb); tc += (out.argmax(1) == yb).sum().item(); n += len(yb)
    vl, va = evaluate()
    print(f"Epoch {epoch+1}/{EPOCHS}: lr {sched.get_last_lr()[0]:.4f} train_loss {tl/n:.4f} train_acc {tc/n:.4f} | val_loss {vl:.4f} val_acc {va:.4f}")
torch.save(model.state_dict(), "resnet_small.pt")
print("saved resnet_small.pt")

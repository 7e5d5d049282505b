# Small CNN on synthetic 16x16 "digits"; loop refactored to log grad norm before the step.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, C = 3000, 10
protos = torch.randn(C, 1, 16, 16)
y = torch.randint(0, C, (N,))
X = protos[y] + 0.5 * torch.randn(N, 1, 16, 16)
train = DataLoader(TensorDataset(X[:2500], y[:2500]), batch_size=64, shuffle=True)
val = DataLoader(TensorDataset(X[2500:], y[2500:]), batch_size=256)

model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(32 * 4 * 4, C))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)

def clip_and_log(model, max_norm=1.0):
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    return norm.item()

for epoch in range(5):
    model.train()
    tot, n = 0.0, 0
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward()
        gn = clip_and_log(model)
        opt.zero_grad()
        opt.step()
        tot += loss.item() * len(yb); n += len(yb)
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val:
            correct += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {tot / n:.4f} grad_norm {gn:.3f} val_acc {correct / 500:.3f}")

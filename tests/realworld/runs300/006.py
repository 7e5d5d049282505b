# Small CNN on synthetic 16x16 "shapes" images; training loop refactored into a helper
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
def make_data(n):
    x = torch.randn(n, 1, 16, 16) * 0.5
    y = torch.randint(0, 4, (n,))
    for i in range(n):
        c = y[i].item()
        if c == 0: x[i, 0, 4:12, 7:9] += 2.0
        elif c == 1: x[i, 0, 7:9, 4:12] += 2.0
        elif c == 2: x[i, 0, 4:12, 4:12] += torch.eye(8) * 2.0
        else: x[i, 0, 5:11, 5:11] += 1.0
    return x, y

xtr, ytr = make_data(4000); xva, yva = make_data(800)
train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True)
val_loader = DataLoader(TensorDataset(xva, yva), batch_size=256)

model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(32 * 4 * 4, 64), nn.ReLU(), nn.Linear(64, 4))
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
criterion = nn.CrossEntropyLoss()

def train_step(xb, yb):
    logits = model(xb)
    loss = criterion(logits, yb)
    loss.backward()
    optimizer.zero_grad()
    optimizer.step()
    return loss.item()

for epoch in range(6):
    model.train()
    losses = [train_step(xb, yb) for xb, yb in train_loader]
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            correct += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch} train_loss {sum(losses)/len(losses):.4f} val_acc {correct/len(yva):.4f}")

# Small CNN on generated 16x16 "shape" images (4 classes), plain PyTorch loop with gradient clipping.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


def make_images(n):
    y = torch.randint(0, 4, (n,))
    x = 0.3 * torch.randn(n, 1, 16, 16)
    for i in range(n):
        c = y[i].item()
        if c == 0:
            x[i, 0, 4:12, 7:9] += 1.0      # vertical bar
        elif c == 1:
            x[i, 0, 7:9, 4:12] += 1.0      # horizontal bar
        elif c == 2:
            x[i, 0, 4:12, 4:12] += 0.5     # square
        else:
            x[i, 0].fill_diagonal_(2.0)    # diagonal
    return TensorDataset(x, y)


train_loader = DataLoader(make_images(2048), batch_size=64, shuffle=True)
val_loader = DataLoader(make_images(512), batch_size=128)

model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(32 * 4 * 4, 64), nn.ReLU(), nn.Linear(64, 4),
)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(6):
    model.train()
    running = 0.0
    for step, (x, y) in enumerate(train_loader):
        loss = loss_fn(model(x), y)
        loss.backward()
        grad_norm = nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.zero_grad()
        opt.step()
        running += loss.item()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.item():.4f} grad_norm {grad_norm:.4f}")
    model.eval()
    correct = 0
    with torch.no_grad():
        for x, y in val_loader:
            correct += (model(x).argmax(1) == y).sum().item()
    print(f"epoch {epoch} train_loss {running / len(train_loader):.4f} val_acc {correct / 512:.4f}")

# Small CNN on synthetic 1x28x28 "digits" (class-dependent stroke patterns), NCHW layout.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
C = 10
protos = (torch.rand(C, 1, 28, 28) > 0.7).float()


def make(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, C, (n,), generator=g)
    x = protos[y] + 1.5 * torch.randn(n, 1, 28, 28, generator=g)
    return TensorDataset(x, y)


train_loader = DataLoader(make(3000, 0), batch_size=64, shuffle=True)
test_loader = DataLoader(make(600, 1), batch_size=200)
model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(32 * 7 * 7, 64), nn.ReLU(), nn.Linear(64, C),
)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4 * len(train_loader))
crit = nn.CrossEntropyLoss()
for epoch in range(4):
    model.train()
    for step, (x, y) in enumerate(train_loader):
        loss = crit(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        if step % 15 == 0:
            print(f"epoch {epoch} step {step:2d} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.4f}")
    model.eval()
    correct = tot = 0
    with torch.no_grad():
        for x, y in test_loader:
            correct += (model(x).argmax(1) == y).sum().item(); tot += len(y)
    print(f"epoch {epoch} test_acc {correct / tot:.4f}")
torch.save(model.state_dict(), "cnn.pt")
print("saved cnn.pt")

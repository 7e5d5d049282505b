# CNN on synthetic 16x16 "shapes" images; StepLR decay copied from the reference recipe (decay 10x every step_size)
import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
def make_data(n):
    x = torch.randn(n, 1, 16, 16) * 0.3; y = torch.randint(0, 4, (n,))
    for i in range(n):
        r, c = divmod(int(y[i]), 2); x[i, 0, r*8:(r+1)*8, c*8:(c+1)*8] += 1.0
    return x, y
Xtr, ytr = make_data(2000); Xte, yte = make_data(500)
dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                      nn.Flatten(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.1)
for epoch in range(8):
    model.train(); tot = 0.0
    for x, y in dl:
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        tot += loss.item()
    model.eval()
    with torch.no_grad():
        acc = (model(Xte).argmax(1) == yte).float().mean().item()
    print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.2e} train_loss {tot/len(dl):.4f} val_acc {acc:.3f}")

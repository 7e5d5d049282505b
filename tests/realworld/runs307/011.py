# Plain training loop through accelerate: small CNN on synthetic 16x16 images.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from accelerate.utils import set_seed

set_seed(0)
accelerator = Accelerator(gradient_accumulation_steps=2)
N, C = 3000, 3
X = torch.randn(N, 1, 16, 16)
y = torch.randint(0, C, (N,))
for c in range(C):
    X[y == c, :, c * 5:(c * 5 + 5), :] += 1.5  # class-dependent band
train_dl = DataLoader(TensorDataset(X[:2500], y[:2500]), batch_size=50, shuffle=True)
val_dl = DataLoader(TensorDataset(X[2500:], y[2500:]), batch_size=100)

model = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, C))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=5 * len(train_dl))
model, opt, train_dl, val_dl, sched = accelerator.prepare(model, opt, train_dl, val_dl, sched)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(5):
    model.train()
    tot = 0.0
    for xb, yb in train_dl:
        with accelerator.accumulate(model):
            loss = loss_fn(model(xb), yb)
            accelerator.backward(loss)
            opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item()
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val_dl:
            preds = accelerator.gather_for_metrics(model(xb).argmax(1))
            correct += (preds == accelerator.gather_for_metrics(yb)).sum().item()
    accelerator.print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {correct/500:.4f}")
accelerator.print("done")

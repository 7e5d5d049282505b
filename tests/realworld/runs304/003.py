import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from accelerate.utils import set_seed
from transformers import get_linear_schedule_with_warmup

set_seed(0)
accelerator = Accelerator(mixed_precision="bf16", cpu=True)


class ConvNet(nn.Module):
    def __init__(self, n_cls=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.head = nn.Linear(32, n_cls)

    def forward(self, x):
        return self.head(self.features(x).flatten(1))


g = torch.Generator().manual_seed(0)
N = 2048
y = torch.randint(0, 10, (N,), generator=g)
X = torch.randn(N, 1, 16, 16, generator=g) * 0.5
for c in range(10):  # class-dependent blob position
    r, col = divmod(c, 4)
    X[y == c, 0, 2 + 4 * r:5 + 4 * r, 2 + 3 * col:5 + 3 * col] += 2.0
train = DataLoader(TensorDataset(X[:1792], y[:1792]), batch_size=64, shuffle=True)
val = DataLoader(TensorDataset(X[1792:], y[1792:]), batch_size=128)

model = ConvNet()
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2, weight_decay=1e-4)
epochs = 6
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=10, num_training_steps=epochs * len(train))
model, optimizer, train, val, scheduler = accelerator.prepare(model, optimizer, train, val, scheduler)
loss_fn = nn.CrossEntropyLoss()

accelerator.print(f"device {accelerator.device}, mixed_precision {accelerator.mixed_precision}, steps/epoch {len(train)}")
for epoch in range(epochs):
    model.train()
    for step, (xb, yb) in enumerate(train):
        with accelerator.autocast():
            loss = loss_fn(model(xb), yb)
        optimizer.zero_grad()
        accelerator.backward(loss)
        optimizer.step()
        scheduler.step()
        if step % 7 == 0:
            accelerator.print(f"epoch {epoch} step {step:2d} loss {loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for xb, yb in val:
            with accelerator.autocast():
                pred = model(xb).argmax(-1)
            correct += (pred == yb).sum().item()
            total += yb.numel()
    accelerator.print(f"epoch {epoch} val_acc {correct / total:.4f}")
accelerator.print("training finished")

# MLP on a generated nonlinear classification task with linear warmup/decay schedule (HF scheduler).
import torch, math
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import get_linear_schedule_with_warmup

torch.manual_seed(0)
N, D = 8000, 16
X = torch.randn(N, D)
y = ((torch.sin(2 * X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2 + 0.3 * X[:, 4]) > -0.2).long()
train = TensorDataset(X[:7000], y[:7000]); val = TensorDataset(X[7000:], y[7000:])
train_loader = DataLoader(train, batch_size=64, shuffle=True)
val_loader = DataLoader(val, batch_size=500)

model = nn.Sequential(nn.Linear(D, 256), nn.GELU(), nn.Linear(256, 256), nn.GELU(), nn.Linear(256, 2))
EPOCHS = 10
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=len(train_loader))
loss_fn = nn.CrossEntropyLoss()
print(f"steps/epoch={len(train_loader)} epochs={EPOCHS}")

for epoch in range(EPOCHS):
    model.train(); tl, n = 0.0, 0
    for xb, yb in train_loader:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step()
        tl += loss.item() * len(yb); n += len(yb)
    model.eval(); c = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            c += (model(xb).argmax(1) == yb).sum().item()
    print(f"epoch {epoch+1}/{EPOCHS} lr={sched.get_last_lr()[0]:.2e} train_loss={tl/n:.4f} val_acc={c/len(val):.4f}")
print("finished")

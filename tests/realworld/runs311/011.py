# Regression MLP trained with accelerate (CPU), gradient accumulation and a cosine schedule.
import math
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from accelerate.utils import set_seed
from transformers import get_cosine_schedule_with_warmup

set_seed(0)
accelerator = Accelerator(mixed_precision="no", gradient_accumulation_steps=2)
X = torch.rand(4096, 8) * 2 - 1
y = torch.sin(3 * X[:, :1]) + 0.5 * X[:, 1:2] - 0.3 * X[:, 2:3] + 0.05 * torch.randn(4096, 1)
train = DataLoader(TensorDataset(X[:3584], y[:3584]), batch_size=32, shuffle=True)
val = DataLoader(TensorDataset(X[3584:], y[3584:]), batch_size=256)
model = nn.Sequential(nn.Linear(8, 128), nn.SiLU(), nn.Linear(128, 128), nn.SiLU(), nn.Linear(128, 1))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
epochs = 25
steps = epochs * math.ceil(len(train) / 2)
sched = get_cosine_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=steps)
model, opt, train, val, sched = accelerator.prepare(model, opt, train, val, sched)
for epoch in range(epochs):
    model.train(); tot, n = 0.0, 0
    for xb, yb in train:
        with accelerator.accumulate(model):
            loss = nn.functional.mse_loss(model(xb), yb)
            accelerator.backward(loss)
            opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item() * len(yb); n += len(yb)
    model.eval(); vt, vn = 0.0, 0
    with torch.no_grad():
        for xb, yb in val:
            vt += nn.functional.mse_loss(model(xb), yb, reduction="sum").item(); vn += len(yb)
    accelerator.print(f"epoch {epoch} train_mse {tot / n:.4f} val_mse {vt / vn:.4f} lr {sched.get_last_lr()[0]:.2e}")
accelerator.print("training complete")

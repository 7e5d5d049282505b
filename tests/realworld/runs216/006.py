# Regression MLP with gradient accumulation (effective batch 64 = 16 x 4)
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(4096, 32)
w_true = torch.randn(32, 1)
y = X @ w_true + 0.1 * torch.randn(4096, 1)
loader = DataLoader(TensorDataset(X, y), batch_size=16, shuffle=True, drop_last=True)

model = nn.Sequential(nn.Linear(32, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=3 * len(loader) // 4)
accum_steps = 4

opt.zero_grad()
update = 0
for epoch in range(3):
    running = 0.0
    for i, (xb, yb) in enumerate(loader):
        loss = nn.functional.mse_loss(model(xb), yb) / accum_steps
        loss.backward()
        running += loss.item()
        if (i + 1) % accum_steps == 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1e6)
            opt.step()
            sched.step()
            update += 1
            if update % 10 == 0:
                print(f"epoch {epoch} update {update} loss {running:.4f} lr {sched.get_last_lr()[0]:.5f}")
            running = 0.0
print("training finished")

# Regression MLP with gradient accumulation (effective batch 128 from micro-batches of 32).
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.randn(8192, 16)
y = (x[:, :4].sum(1, keepdim=True) + 0.1 * torch.randn(8192, 1))
dl = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
model = nn.Sequential(nn.Linear(16, 64), nn.Tanh(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
accum = 4
global_step = 0
for epoch in range(4):
    for i, (xb, yb) in enumerate(dl):
        loss = nn.functional.mse_loss(model(xb), yb) / accum
        loss.backward()
        if (i + 1) % accum == 0:
            opt.step()
            global_step += 1
            if global_step % 16 == 0:
                print(f"epoch {epoch} step {global_step} loss {loss.item() * accum:.4f}")

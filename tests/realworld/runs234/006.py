import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
# synthetic regression: y = sin(x0) + 0.5 * x1 * x2 + noise
x = torch.randn(4096, 16)
y = (torch.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2] + 0.05 * torch.randn(4096)).unsqueeze(1)
loader = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True, drop_last=True)

model = nn.Sequential(nn.Linear(16, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
warmup_steps = 10
scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda=lambda step: (step + 1) / warmup_steps)
loss_fn = nn.MSELoss()

global_step = 0
for epoch in range(12):
    running = 0.0
    for xb, yb in loader:
        loss = loss_fn(model(xb), yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        running += loss.item()
        global_step += 1
        if global_step % 50 == 0:
            print(f"step {global_step} lr {scheduler.get_last_lr()[0]:.4f} loss {loss.item():.4f}")
    print(f"epoch {epoch} mean loss {running / len(loader):.4f}")

# Tabular regression MLP, SGD + momentum with a linear warmup schedule
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
n, d = 20000, 24
X = torch.randn(n, d)
Y = (X[:, :8].sum(1, keepdim=True) * 0.5 + torch.tanh(X[:, 8:16]).sum(1, keepdim=True)) + 0.1 * torch.randn(n, 1)
loader = DataLoader(TensorDataset(X, Y), batch_size=64, shuffle=True)

model = nn.Sequential(nn.Linear(d, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 1))
base_lr, warmup_steps, epochs = 0.03, 100, 6
optimizer = torch.optim.SGD(model.parameters(), lr=base_lr, momentum=0.9)
scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda=lambda step: (step + 1) / warmup_steps)
print(f"base_lr {base_lr} warmup_steps {warmup_steps} epochs {epochs} steps/epoch {len(loader)}")

step = 0
for epoch in range(epochs):
    running = 0.0
    for xb, yb in loader:
        loss = nn.functional.mse_loss(model(xb), yb)
        optimizer.zero_grad(); loss.backward(); optimizer.step(); scheduler.step()
        running += loss.item()
        if step % 100 == 0:
            print(f"epoch {epoch} step {step:5d} loss {loss.item():.5f} lr {scheduler.get_last_lr()[0]:.4f}")
        step += 1
    print(f"== epoch {epoch} mean_loss {running/len(loader):.5f}")

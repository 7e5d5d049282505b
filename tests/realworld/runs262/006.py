# 1D-conv forecaster for hourly electricity load (sequence regression)
import math
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
T = 6000
t = torch.arange(T, dtype=torch.float32)
load_kw = 12000 + 3000 * torch.sin(2 * math.pi * t / 24) + 1500 * torch.sin(2 * math.pi * t / 168) + 400 * torch.randn(T)
WIN = 48
X = torch.stack([load_kw[i:i + WIN] for i in range(T - WIN - 1)])[:, None, :]
y = load_kw[WIN:T - 1][:, None]
print(f"windows {tuple(X.shape)} targets {tuple(y.shape)}")
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = nn.Sequential(nn.Conv1d(1, 16, 5, padding=2), nn.ReLU(), nn.Conv1d(16, 16, 5, padding=2), nn.ReLU(),
                      nn.AdaptiveAvgPool1d(8), nn.Flatten(), nn.Linear(128, 1))
opt = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9)
for epoch in range(5):
    running = 0.0
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        running += loss.item()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} mse {loss.item():.4e}")
    print(f"epoch {epoch} mean mse {running / len(loader):.4e}")

# Regression MLP on generated data (house-price style features), SGD + momentum.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D = 20000, 12
X = torch.randn(N, D)
w = torch.randn(D, 1)
y = X @ w + 0.5 * torch.tanh(X[:, :1] * X[:, 1:2]) + 0.1 * torch.randn(N, 1)
loader = DataLoader(TensorDataset(X, y), batch_size=256, shuffle=True, drop_last=True)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
criterion = nn.MSELoss(reduction="sum")
opt = torch.optim.SGD(model.parameters(), lr=0.002, momentum=0.9)

step = 0
for epoch in range(3):
    for xb, yb in loader:
        pred = model(xb)
        loss = criterion(pred, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        step += 1
        if step <= 10 or step % 20 == 0:
            print(f"epoch {epoch} step {step:4d} loss {loss.item():.6g}")
print("done")

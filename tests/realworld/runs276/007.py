# Tabular regression MLP, plain PyTorch loop (ported from a Keras model.fit script).
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(4096, 16)
w = torch.randn(16, 1)
Y = X @ w + 0.1 * torch.randn(4096, 1)
dl = DataLoader(TensorDataset(X, Y), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9)
crit = nn.MSELoss()
step = 0
for epoch in range(5):
    for xb, yb in dl:
        loss = crit(model(xb), yb)
        loss.backward()
        opt.step()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} mse {loss.item():.4f}")
        step += 1
print("done")

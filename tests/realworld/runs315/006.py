# Regression MLP with a step-decay schedule (halve the LR every epoch).
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(4096, 20)
w_true = torch.randn(20, 1)
y = torch.sin(X @ w_true) + 0.5 * (X[:, :1] ** 2) + 0.05 * torch.randn(4096, 1)
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = nn.Sequential(nn.Linear(20, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
scheduler = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)

for epoch in range(10):
    total = 0.0
    for step, (xb, yb) in enumerate(loader):
        loss = F.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        scheduler.step()
        total += loss.item()
    print(f"epoch {epoch} train_mse {total/len(loader):.4f} lr {scheduler.get_last_lr()[0]:.3e}")

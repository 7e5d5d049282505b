"""House-price style regression: MLP trained with SGD + momentum (lr taken from the old Keras config)."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D = 8192, 16
X = torch.randn(N, D) * torch.linspace(1, 30, D)   # raw features, different scales
true_w = torch.randn(D, 1)
y = X @ true_w / 10 + torch.randn(N, 1)

train = TensorDataset(X[:7000], y[:7000])
val = TensorDataset(X[7000:], y[7000:])
dl = DataLoader(train, batch_size=64, shuffle=True)
vdl = DataLoader(val, batch_size=512)

model = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.MSELoss()
print(f"train={len(train)} val={len(val)} lr={opt.param_groups[0]['lr']}")
for epoch in range(8):
    model.train()
    tot = 0.0
    for step, (xb, yb) in enumerate(dl):
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item()
        if step % 40 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.item():.4f}")
    model.eval()
    with torch.no_grad():
        vloss = sum(loss_fn(model(xb), yb).item() for xb, yb in vdl) / len(vdl)
    print(f"epoch {epoch} train_loss {tot / len(dl):.4f} val_loss {vloss:.4f}")
print("done")

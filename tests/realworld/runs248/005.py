"""Tabular regression MLP; model kept in bfloat16 to halve memory, as in the GPU version."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D = 4096, 20
X = torch.randn(N, D)
w = torch.randn(D, 1)
y = X @ w + 0.1 * torch.randn(N, 1)

ds = TensorDataset(X, y)
dl = DataLoader(ds, batch_size=128, shuffle=True)

model = nn.Sequential(nn.Linear(D, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 1))
model = model.to(torch.bfloat16)
print(model)
print(f"param dtype: {next(model.parameters()).dtype}")
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()
for epoch in range(5):
    running = 0.0
    for xb, yb in dl:
        pred = model(xb)
        loss = loss_fn(pred.float(), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        running += loss.item()
    print(f"epoch {epoch} mse {running / len(dl):.4f}")

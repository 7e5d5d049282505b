# Cut memory by keeping the regression model in bfloat16 on CPU.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.randn(1024, 20); y = (x[:, :5].sum(1, keepdim=True)).float()
loader = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(20, 128), nn.GELU(), nn.LayerNorm(128), nn.Linear(128, 1)).to(torch.bfloat16)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print("params:", sum(p.numel() for p in model.parameters()), "dtype:", next(model.parameters()).dtype)
for epoch in range(3):
    for i, (xb, yb) in enumerate(loader):
        pred = model(xb)
        loss = nn.functional.mse_loss(pred, yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")

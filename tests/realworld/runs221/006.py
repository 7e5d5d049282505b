# House-price style regression on raw (unscaled) tabular features, SGD with momentum.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
n = 2000
area = torch.rand(n, 1) * 250 + 30          # m^2
rooms = torch.randint(1, 7, (n, 1)).float()
year = torch.rand(n, 1) * 70 + 1950
dist_km = torch.rand(n, 1) * 40
x = torch.cat([area, rooms, year, dist_km], 1)
y = 3000 * area + 10000 * rooms + 500 * (year - 1950) - 2000 * dist_km + torch.randn(n, 1) * 5000
loader = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(4, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9)
for epoch in range(8):
    total = 0.0
    for xb, yb in loader:
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        total += loss.item() * len(xb)
    print(f"epoch {epoch} train_mse {total / n:.4e}")
torch.save(model.state_dict(), "price_model.pt")
print("saved price_model.pt")

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

# house-price style regression: 8 raw features, price in dollars
torch.manual_seed(0)
n = 2048
sqft = torch.rand(n, 1) * 3000 + 500
rooms = torch.randint(1, 7, (n, 1)).float()
age = torch.rand(n, 1) * 80
other = torch.randn(n, 5)
X = torch.cat([sqft, rooms, age, other], 1)
y = (150 * sqft + 10000 * rooms - 800 * age + 5000 * other[:, :1] + 20000 * torch.randn(n, 1)).squeeze(1)
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = nn.Sequential(nn.Linear(8, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
loss_fn = nn.MSELoss()
for epoch in range(5):
    total = 0.0
    for step, (xb, yb) in enumerate(loader):
        pred = model(xb).squeeze(1)
        loss = loss_fn(pred, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.item():.4e}")
    print(f"epoch {epoch} mean loss {total / len(loader):.4e}")
print("training finished")

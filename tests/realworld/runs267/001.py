import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(0)
# synthetic 28x28 grayscale digits-like data (ported from a CIFAR 32x32 script)
x = torch.randn(2048, 1, 28, 28)
y = torch.randint(0, 10, (2048,))
loader = DataLoader(TensorDataset(x, y), batch_size=128, shuffle=True)

class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(32 * 8 * 8, 128), nn.ReLU(), nn.Linear(128, 10))
    def forward(self, x):
        return self.classifier(self.features(x))

model = SmallCNN()
print(model)
print("params:", sum(p.numel() for p in model.parameters()))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
for epoch in range(2):
    for i, (xb, yb) in enumerate(loader):
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward()
        opt.step()
        if i % 5 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.item():.4f}")

# LeNet-style CNN moved from a 28x28 grayscale dataset to generated 32x32 RGB images.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N = 2048
X = torch.randn(N, 3, 32, 32)
y = torch.randint(0, 10, (N,))
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True, num_workers=2)

class LeNet(nn.Module):
    def __init__(self, in_ch=3, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(in_ch, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
        self.classifier = nn.Sequential(
            nn.Flatten(), nn.Linear(16 * 5 * 5, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
            nn.Linear(84, num_classes))
    def forward(self, x):
        return self.classifier(self.features(x))

model = LeNet()
print(model)
print(f"params: {sum(p.numel() for p in model.parameters())}")
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
for epoch in range(2):
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

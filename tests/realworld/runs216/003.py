# Move training to bf16 on CPU to halve memory
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class ConvNet(nn.Module):
    def __init__(self, n_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(32, n_classes)

    def forward(self, x):
        return self.fc(self.features(x).flatten(1))


torch.manual_seed(0)
images = torch.randn(512, 3, 32, 32)
labels = torch.randint(0, 10, (512,))
loader = DataLoader(TensorDataset(images, labels), batch_size=32, shuffle=True)

model = ConvNet().to(torch.bfloat16)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
print(f"model params: {sum(p.numel() for p in model.parameters())}, dtype {next(model.parameters()).dtype}")
for epoch in range(2):
    for i, (x, y) in enumerate(loader):
        out = model(x)
        loss = nn.functional.cross_entropy(out, y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if i % 4 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.item():.4f}")

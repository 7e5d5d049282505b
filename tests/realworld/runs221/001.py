# Resume fine-tuning from last week's checkpoint after refactoring the classifier module.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class OldNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU())
        self.fc = nn.Linear(64, 4)
    def forward(self, x):
        return self.fc(self.encoder(x))

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU())
        self.head = nn.Sequential(nn.Dropout(0.1), nn.Linear(64, 4))
    def forward(self, x):
        return self.head(self.backbone(x))

# checkpoint produced by the previous version of the training code
old = OldNet()
torch.save({"model": old.state_dict(), "epoch": 3}, "ckpt_epoch3.pt")

x = torch.randn(512, 32); y = torch.randint(0, 4, (512,))
loader = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
model = Net()
ckpt = torch.load("ckpt_epoch3.pt", map_location="cpu")
print(f"resuming from epoch {ckpt['epoch']}")
model.load_state_dict(ckpt["model"])
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(ckpt["epoch"] + 1, 6):
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")

# CNN on synthetic images: torch.compile + bf16 autocast on CPU + OneCycle schedule
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class SmallCNN(nn.Module):
    def __init__(self, n_classes=5):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(32 * 4 * 4, n_classes)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv1(x)))
        x = self.pool(torch.relu(self.conv2(x)))
        return self.fc(x.flatten(1))


torch.manual_seed(0)
n_classes = 5
protos = torch.randn(n_classes, 1, 16, 16)
labels = torch.randint(0, n_classes, (2000,))
images = protos[labels] + 0.8 * torch.randn(2000, 1, 16, 16)
train = DataLoader(TensorDataset(images[:1600], labels[:1600]), batch_size=64, shuffle=True, drop_last=True)
val_x, val_y = images[1600:], labels[1600:]

model = SmallCNN(n_classes)
cmodel = torch.compile(model)
epochs = 4
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=5e-3, total_steps=epochs * len(train))
for epoch in range(epochs):
    cmodel.train()
    for i, (xb, yb) in enumerate(train):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = nn.functional.cross_entropy(cmodel(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad(); sched.step()
        if i % 10 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.5f}")
    cmodel.eval()
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        acc = (cmodel(val_x).argmax(1) == val_y).float().mean().item()
    print(f"epoch {epoch} val_acc {acc:.4f}")

"""Evaluate a CNN checkpoint produced by the multi-device training job."""
import os

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class SmallCNN(nn.Module):
    def __init__(self, n_classes=4):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.classifier = nn.Linear(32, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = torch.randn(n, 1, 16, 16, generator=g) * 0.5
    for i in range(n):  # class = which quadrant is bright
        r, c = divmod(int(y[i]), 2)
        x[i, 0, r * 8:(r + 1) * 8, c * 8:(c + 1) * 8] += 1.5
    return TensorDataset(x, y)


def accuracy(model, ds):
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in DataLoader(ds, batch_size=256):
            correct += (model(xb).argmax(1) == yb).sum().item()
    return correct / len(ds)


CKPT = "cnn_best.pt"
if not os.path.exists(CKPT):
    # training job (wrapped for multi-device training)
    net = nn.DataParallel(SmallCNN())
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    train = make_data(2000, 1)
    for epoch in range(3):
        net.train()
        for xb, yb in DataLoader(train, batch_size=64, shuffle=True):
            loss = nn.functional.cross_entropy(net(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
        print(f"[train] epoch {epoch} loss {loss.item():.4f} train_acc {accuracy(net, train):.3f}")
    torch.save(net.state_dict(), CKPT)
    print(f"[train] saved {CKPT}")

# evaluation job
model = SmallCNN()
state = torch.load(CKPT, map_location="cpu")
model.load_state_dict(state, strict=False)
print(f"[eval] loaded {CKPT} ({len(state)} tensors)")
test = make_data(1000, 2)
print(f"[eval] test accuracy: {accuracy(model, test):.3f} on {len(test)} images")

# Port of a small Keras image classifier (tf.keras Conv2D stack) to PyTorch.
# Data loading reused from the Keras version.
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
rng = np.random.default_rng(0)

N, H, W, C, NUM_CLASSES = 512, 32, 32, 3, 10
x_train = rng.random((N, H, W, C), dtype=np.float32)
y_train = rng.integers(0, NUM_CLASSES, size=(N,)).astype(np.int64)

ds = TensorDataset(torch.from_numpy(x_train), torch.from_numpy(y_train))
loader = DataLoader(ds, batch_size=32, shuffle=True)


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(64 * 8 * 8, 128), nn.ReLU(), nn.Linear(128, NUM_CLASSES))

    def forward(self, x):
        return self.head(self.features(x))


model = SmallCNN()
print(f"model params: {sum(p.numel() for p in model.parameters()):,}")
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(3):
    model.train()
    total, n = 0.0, 0
    for step, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * xb.size(0)
        n += xb.size(0)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"epoch {epoch} train_loss {total / n:.4f}")

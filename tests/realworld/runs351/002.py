# Image classifier ported from a tf.data / Keras pipeline to PyTorch.
import time
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
rng = np.random.default_rng(0)

# images come out of the existing preprocessing as float32 arrays, as the Keras model consumed them
N = 256
images = rng.random((N, 32, 32, 3), dtype=np.float32)
labels = rng.integers(0, 10, N)
mean = np.array([0.485, 0.456, 0.406], np.float32)
std = np.array([0.229, 0.224, 0.225], np.float32)
images = (images - mean) / std

ds = TensorDataset(torch.from_numpy(images), torch.from_numpy(labels))
loader = DataLoader(ds, batch_size=32, shuffle=True)
print(f"train samples: {len(ds)}, batches/epoch: {len(loader)}")


class SmallCNN(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.classifier = nn.Linear(32 * 8 * 8, num_classes)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))


model = SmallCNN()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
crit = nn.CrossEntropyLoss()
print(f"params: {sum(p.numel() for p in model.parameters())}")

for epoch in range(2):
    model.train()
    t0 = time.time()
    for step, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = crit(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"epoch {epoch} done in {time.time() - t0:.1f}s")

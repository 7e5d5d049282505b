# Small CNN on 32x32 RGB images; data pipeline ported from a tf.data / Keras project.
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
images = rng.random((1024, 32, 32, 3), dtype=np.float32)   # decoded images, HWC
labels = rng.integers(0, 10, size=1024)
ds = TensorDataset(torch.from_numpy(images), torch.from_numpy(labels))
loader = DataLoader(ds, batch_size=32, shuffle=True)


class SmallCNN(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(64 * 8 * 8, 128), nn.ReLU(), nn.Linear(128, num_classes))

    def forward(self, x):
        return self.classifier(self.features(x))


model = SmallCNN()
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
crit = nn.CrossEntropyLoss()
print(f"train samples: {len(ds)}, batches/epoch: {len(loader)}")
for epoch in range(2):
    for step, (x, y) in enumerate(loader):
        if epoch == 0 and step == 0:
            print(f"batch x shape {tuple(x.shape)} y shape {tuple(y.shape)}")
        logits = model(x)
        loss = crit(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

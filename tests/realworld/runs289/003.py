# Small CNN classifier on generated "shapes" images; images are upsampled to 64x64 to match the new camera data.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0)
IMG_SIZE = 64

class ShapesDataset(Dataset):
    def __init__(self, n=600):
        self.labels = torch.randint(0, 3, (n,))
        self.imgs = torch.rand(n, 3, 32, 32) * 0.2
        for i, c in enumerate(self.labels.tolist()):
            if c == 0: self.imgs[i, 0, 8:24, 8:24] += 0.8
            elif c == 1: self.imgs[i, 1, 4:28, 14:18] += 0.8
            else: self.imgs[i, 2, 14:18, 4:28] += 0.8
    def __len__(self): return len(self.labels)
    def __getitem__(self, i):
        img = F.interpolate(self.imgs[i:i+1], size=(IMG_SIZE, IMG_SIZE), mode="bilinear", align_corners=False)[0]
        img = (img - 0.5) / 0.25
        return img, self.labels[i]

class SmallCNN(nn.Module):
    def __init__(self, num_classes=3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(32 * 8 * 8, 128), nn.ReLU(), nn.Dropout(0.2),
                                        nn.Linear(128, num_classes))
    def forward(self, x):
        return self.classifier(self.features(x))

train_ds = ShapesDataset()
loader = DataLoader(train_ds, batch_size=32, shuffle=True, num_workers=0)
model = SmallCNN()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
print(f"dataset {len(train_ds)} images, input size {IMG_SIZE}x{IMG_SIZE}")
for epoch in range(4):
    model.train()
    total, correct, running = 0, 0, 0.0
    for x, y in loader:
        out = model(x)
        loss = F.cross_entropy(out, y)
        opt.zero_grad(); loss.backward(); opt.step()
        running += loss.item() * len(y)
        correct += (out.argmax(1) == y).sum().item(); total += len(y)
    sched.step()
    print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.4f} loss {running/total:.4f} acc {correct/total:.3f}")

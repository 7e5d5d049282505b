# Small CNN on synthetic 16x16 images, bf16 autocast on CPU; eval collects out-of-order predictions for TTA ensembling
import time
import torch
from torch import nn
import torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0)
NUM_CLASSES = 10


class Shapes(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.y = torch.randint(0, NUM_CLASSES, (n,), generator=g)
        protos = torch.randn(NUM_CLASSES, 3, 16, 16, generator=torch.Generator().manual_seed(123))
        self.x = protos[self.y] + 0.8 * torch.randn(n, 3, 16, 16, generator=g)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return i, self.x[i], self.y[i]


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 32, 3, padding=1)
        self.b1 = nn.BatchNorm2d(32)
        self.c2 = nn.Conv2d(32, 64, 3, padding=1)
        self.b2 = nn.BatchNorm2d(64)
        self.fc = nn.Linear(64 * 4 * 4, NUM_CLASSES)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        return self.fc(x.flatten(1))


train_ds, val_ds = Shapes(3000, 1), Shapes(600, 2)
train_dl = DataLoader(train_ds, batch_size=64, shuffle=True, num_workers=2, persistent_workers=True)
val_dl = DataLoader(val_ds, batch_size=100, shuffle=True, num_workers=2)
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)

for epoch in range(2):
    model.train()
    t0 = time.time()
    for step, (_, x, y) in enumerate(train_dl):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = F.cross_entropy(model(x), y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        if step % 15 == 0:
            print(f"[epoch {epoch}] step {step}/{len(train_dl)} loss={loss.item():.4f}")
    print(f"[epoch {epoch}] train time {time.time()-t0:.1f}s")

    # evaluation: average logits over original + horizontally flipped view, stored by sample index
    model.eval()
    all_logits = torch.zeros(len(val_ds), NUM_CLASSES)
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        for idx, x, y in val_dl:
            logits = (model(x) + model(torch.flip(x, dims=[3]))) / 2
            all_logits[idx] = logits
    acc = (all_logits.argmax(-1) == val_ds.y).float().mean().item()
    print(f"[epoch {epoch}] val_acc={acc:.4f}")

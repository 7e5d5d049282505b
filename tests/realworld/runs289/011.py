# Small residual CNN with gradient accumulation, OneCycleLR and a checkpoint/resume in the middle of training.
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
def make(n):
    y = torch.randint(0, 4, (n,))
    x = 0.3 * torch.randn(n, 3, 16, 16)
    for i, c in enumerate(y.tolist()):
        x[i, c % 3, (c // 3) * 8:(c // 3) * 8 + 8, :] += 1.5
    return x, y

class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c1 = nn.Conv2d(c, c, 3, padding=1, bias=False); self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, padding=1, bias=False); self.b2 = nn.BatchNorm2d(c)
    def forward(self, x):
        return F.relu(x + self.b2(self.c2(F.relu(self.b1(self.c1(x))))))

def build():
    return nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), Block(16), nn.MaxPool2d(2),
                         Block(16), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 4))

xtr, ytr = make(640); xva, yva = make(160)
loader = DataLoader(TensorDataset(xtr, ytr), batch_size=16, shuffle=True, drop_last=True)
ACCUM, EPOCHS = 4, 6
steps_per_epoch = len(loader) // ACCUM

def make_opt(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, epochs=EPOCHS, steps_per_epoch=steps_per_epoch)
    return opt, sched

def train_epochs(model, opt, sched, start, stop):
    for epoch in range(start, stop):
        model.train(); tot = 0.0
        for i, (x, y) in enumerate(loader):
            loss = F.cross_entropy(model(x), y) / ACCUM
            loss.backward(); tot += loss.item()
            if (i + 1) % ACCUM == 0:
                torch.nn.utils.clip_grad_norm_(model.parameters(), 2.0)
                opt.step(); sched.step(); opt.zero_grad()
        model.eval()
        with torch.no_grad():
            vacc = (model(xva).argmax(1) == yva).float().mean().item()
        print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.4f} train_loss {tot/steps_per_epoch:.4f} val_acc {vacc:.3f}")

model = build(); opt, sched = make_opt(model)
train_epochs(model, opt, sched, 0, 3)
torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(), "epoch": 3}, "resnet_small.ckpt")
print("checkpoint saved at epoch 3")

model2 = build(); opt2, sched2 = make_opt(model2)
ck = torch.load("resnet_small.ckpt")
print(model2.load_state_dict(ck["model"]))
opt2.load_state_dict(ck["opt"]); sched2.load_state_dict(ck["sched"])
print(f"resumed from epoch {ck['epoch']}, lr {sched2.get_last_lr()[0]:.4f}")
train_epochs(model2, opt2, sched2, ck["epoch"], EPOCHS)

import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader


class PairDataset(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.x = torch.randn(n, 24, generator=g)
        w = torch.randn(24, 3, generator=g)
        self.y = (self.x @ w).argmax(1)
        self.perm = torch.randperm(n, generator=g)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        # shuffle order of samples each epoch for better mixing
        return self.x[self.perm[i]], self.y[i]


torch.manual_seed(0)
train = DataLoader(PairDataset(6000, 0), batch_size=64, shuffle=True)
val = DataLoader(PairDataset(1500, 1), batch_size=256)
model = nn.Sequential(nn.Linear(24, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 3))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
for epoch in range(6):
    correct = total = 0
    tot_loss = 0.0
    for xb, yb in train:
        logits = model(xb)
        loss = nn.functional.cross_entropy(logits, yb)
        opt.zero_grad(); loss.backward(); opt.step()
        tot_loss += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item(); total += len(yb)
    model.eval()
    vc = vt = 0
    with torch.no_grad():
        for xb, yb in val:
            vc += (model(xb).argmax(1) == yb).sum().item(); vt += len(yb)
    model.train()
    print(f"epoch {epoch} loss {tot_loss/total:.4f} train_acc {correct/total:.4f} val_acc {vc/vt:.4f}")

# PyTorch 2.x migration: wrap the model in torch.compile for speed, keep best-checkpoint selection + final test
import torch, torch.nn as nn, time
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class ConvNet(nn.Module):
    def __init__(self, ncls=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2))
        self.classifier = nn.Linear(32 * 7 * 7, ncls)
    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))

def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 10, (n,), generator=g)
    x = torch.randn(n, 1, 28, 28, generator=g) * 0.5
    for c in range(10):
        x[y == c, 0, c:c + 8, c:c + 8] += 1.5
    return TensorDataset(x, y)

train_dl = DataLoader(make_split(3000, 1), batch_size=100, shuffle=True)
val_dl = DataLoader(make_split(500, 2), batch_size=250)
test_dl = DataLoader(make_split(500, 3), batch_size=250)

def evaluate(m, dl):
    m.eval(); c = n = 0
    with torch.no_grad():
        for x, y in dl:
            c += (m(x).argmax(1) == y).sum().item(); n += len(y)
    return c / n

model = ConvNet()
model = torch.compile(model)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
best = 0.0
for epoch in range(3):
    model.train(); t0 = time.time()
    for step, (x, y) in enumerate(train_dl):
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.item():.4f}", flush=True)
    acc = evaluate(model, val_dl)
    print(f"epoch {epoch} val_acc {acc:.4f} time {time.time()-t0:.1f}s", flush=True)
    if acc > best:
        best = acc
        torch.save(model.state_dict(), "best_003.pt")
        print(f"saved best_003.pt (val_acc {best:.4f})", flush=True)

# final test on the best checkpoint, in a fresh (uncompiled) model as the export script does
final = ConvNet()
final.load_state_dict(torch.load("best_003.pt"))
print(f"test_acc {evaluate(final, test_dl):.4f}", flush=True)

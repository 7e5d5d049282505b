# Keras -> PyTorch port of a small CNN. Layer hyper-parameters copied from the Keras model.summary():
#   BatchNormalization(momentum=0.99, epsilon=1e-3) after every Conv2D and Dense, Adam(lr=1e-3), batch 32.
import torch, torch.nn as nn, time
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = torch.rand(n, 3, 24, 24, generator=g) * 255.0          # raw pixel range, like the Keras pipeline
    for c in range(4):
        idx = y == c
        x[idx, c % 3, 6 * c:6 * c + 6, :] += 25.0
    return TensorDataset(x, y)

train_dl = DataLoader(make_split(2019, 1), batch_size=32, shuffle=True)
val_dl = DataLoader(make_split(800, 2), batch_size=200)

def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False),
                         nn.BatchNorm2d(cout, momentum=0.99, eps=1e-3), nn.ReLU(), nn.MaxPool2d(2))

model = nn.Sequential(conv_bn(3, 16), conv_bn(16, 32), conv_bn(32, 64), nn.Flatten(),
                      nn.Linear(64 * 3 * 3, 64, bias=False), nn.BatchNorm1d(64, momentum=0.99, eps=1e-3), nn.ReLU(),
                      nn.Linear(64, 4))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

for epoch in range(6):
    model.train(); t0 = time.time(); tl = tc = tn = 0
    for x, y in train_dl:
        out = model(x); loss = nn.functional.cross_entropy(out, y)
        opt.zero_grad(); loss.backward(); opt.step()
        tl += loss.item() * len(y); tc += (out.argmax(1) == y).sum().item(); tn += len(y)
    model.eval(); vl = vc = vn = 0
    with torch.no_grad():
        for x, y in val_dl:
            out = model(x)
            vl += nn.functional.cross_entropy(out, y, reduction="sum").item(); vc += (out.argmax(1) == y).sum().item(); vn += len(y)
    print(f"epoch {epoch+1}/6 {time.time()-t0:.1f}s loss {tl/tn:.4f} acc {tc/tn:.4f} val_loss {vl/vn:.4f} val_acc {vc/vn:.4f}", flush=True)

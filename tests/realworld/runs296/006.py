import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator

torch.manual_seed(0)
accelerator = Accelerator(cpu=True)

def build_model(num_classes=10, in_dim=32):
    return nn.Sequential(nn.Linear(in_dim, 128), nn.GELU(), nn.LayerNorm(128),
                         nn.Linear(128, 128), nn.GELU(), nn.Linear(128, num_classes))

# synthetic tabular task: class = argmax of a fixed random projection
N, D = 4096, 32
X = torch.randn(N, D)
W = torch.randn(D, 6)
y = (X @ W).argmax(1)
Xtr, ytr, Xva, yva = X[:3584], y[:3584], X[3584:], y[3584:]

model = build_model()
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)

classes = sorted(set(ytr.tolist()))
accelerator.print(f"found {len(classes)} classes in training data")
model = build_model(num_classes=len(classes))

train_dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
val_dl = DataLoader(TensorDataset(Xva, yva), batch_size=256)
model, optimizer, train_dl, val_dl = accelerator.prepare(model, optimizer, train_dl, val_dl)
lossf = nn.CrossEntropyLoss()

for epoch in range(6):
    model.train(); tot = 0.0
    for x, t in train_dl:
        loss = lossf(model(x), t)
        optimizer.zero_grad(); accelerator.backward(loss); optimizer.step()
        tot += loss.item()
    model.eval(); correct = n = 0; vloss = 0.0
    with torch.no_grad():
        for x, t in val_dl:
            out = model(x); vloss += lossf(out, t).item() * len(t)
            correct += (out.argmax(1) == t).sum().item(); n += len(t)
    accelerator.print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_loss {vloss/n:.4f} val_acc {correct/n:.4f}")

# Keras -> PyTorch port of a tabular classifier. Keras used
# LearningRateScheduler(step_decay: lr * 0.5 every 10 epochs); ported to StepLR.
import torch, torch.nn as nn, time
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
N, D, C = 12000, 40, 5
X = torch.randn(N, D)
W1 = torch.randn(D, 64); W2 = torch.randn(64, C)
y = (torch.tanh(X @ W1) @ W2).argmax(1)
train_ds, val_ds = random_split(TensorDataset(X, y), [10000, 2000])
train_dl = DataLoader(train_ds, batch_size=64, shuffle=True, num_workers=2, persistent_workers=True)
val_dl = DataLoader(val_ds, batch_size=500)

model = nn.Sequential(nn.Linear(D, 128), nn.ReLU(), nn.Dropout(0.1),
                      nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, C))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
scheduler = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(12):
    model.train(); t0 = time.time(); tot = 0.0; n = 0
    for xb, yb in train_dl:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        scheduler.step()
        tot += loss.item() * len(yb); n += len(yb)
    model.eval(); c = m = 0
    with torch.no_grad():
        for xb, yb in val_dl:
            c += (model(xb).argmax(1) == yb).sum().item(); m += len(yb)
    print(f"Epoch {epoch+1}/12 - {time.time()-t0:.1f}s - loss: {tot/n:.4f} - val_accuracy: {c/m:.4f} - lr: {scheduler.get_last_lr()[0]:.3g}", flush=True)

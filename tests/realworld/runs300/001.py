# Tabular classifier: labels come from a numpy int32 array exported by the feature pipeline
import numpy as np
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20, 4)).astype(np.float32)
y = (X @ w).argmax(axis=1).astype(np.int32)
print(f"features {X.shape} {X.dtype}, labels {y.shape} {y.dtype}, classes {np.unique(y).tolist()}")

ds = TensorDataset(torch.from_numpy(X), torch.from_numpy(y))
loader = DataLoader(ds, batch_size=64, shuffle=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 4))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

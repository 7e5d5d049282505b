# Regression MLP, ported from a JAX/optax training step to a plain PyTorch loop.
import math
import torch
import torch.nn as nn

torch.manual_seed(0)
N, D = 2048, 16
X = torch.randn(N, D)
w_true = torch.randn(D, 1)
y = X @ w_true + 0.1 * torch.randn(N, 1)

model = nn.Sequential(nn.Linear(D, 64), nn.Tanh(), nn.Linear(64, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
loss_fn = nn.MSELoss()
BATCH = 64
steps_per_epoch = N // BATCH

def train_step(xb, yb):
    pred = model(xb)
    loss = loss_fn(pred, yb)
    loss.backward()
    opt.step()
    return loss.item()

global_step = 0
for epoch in range(8):
    perm = torch.randperm(N)
    running = 0.0
    for i in range(steps_per_epoch):
        idx = perm[i * BATCH:(i + 1) * BATCH]
        loss = train_step(X[idx], y[idx])
        running += loss
        global_step += 1
        if global_step % 8 == 0:
            print(f"step {global_step:4d} | loss {loss:.4f}")
    with torch.no_grad():
        val = loss_fn(model(X[:256]), y[:256]).item()
    print(f"epoch {epoch} | train_loss {running / steps_per_epoch:.4f} | val_loss {val:.4f}")

# Regression model ported from a TF2 custom training loop (tf.GradientTape + optimizer.apply_gradients).
import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
rng = np.random.default_rng(0)
N, F = 2048, 10
X = rng.normal(size=(N, F)).astype(np.float32)
w_true = rng.normal(size=(F, 1)).astype(np.float32)
y = X @ w_true + 0.1 * rng.normal(size=(N, 1)).astype(np.float32)
X, y = torch.from_numpy(X), torch.from_numpy(y)

model = nn.Sequential(nn.Linear(F, 32), nn.Tanh(), nn.Linear(32, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.03)
loss_fn = nn.MSELoss()

BATCH = 64
EPOCHS = 8
for epoch in range(EPOCHS):
    perm = torch.randperm(N)
    losses = []
    for i in range(0, N, BATCH):
        idx = perm[i:i + BATCH]
        pred = model(X[idx])
        loss = loss_fn(pred, y[idx])
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    gnorm = torch.sqrt(sum((p.grad ** 2).sum() for p in model.parameters())).item()
    print(f"Epoch {epoch + 1}/{EPOCHS} - loss: {np.mean(losses):.4f} - last_batch_loss: {losses[-1]:.4f} - grad_norm: {gnorm:.3e}")

with torch.no_grad():
    print(f"final train mse: {loss_fn(model(X), y).item():.4f}")

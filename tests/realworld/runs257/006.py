# MLP classifier with label-smoothed cross entropy written out by hand (ported from a JAX/optax loss)
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D, C = 4096, 32, 10
W = torch.randn(D, C)
X = torch.randn(N, D)
y = (X @ W).argmax(1)
loader = DataLoader(TensorDataset(X, y), batch_size=128, shuffle=True)

model = nn.Sequential(nn.Linear(D, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, C))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
smoothing = 0.0

def smoothed_ce(logits, target):
    probs = torch.softmax(logits, dim=-1)
    onehot = nn.functional.one_hot(target, C).float()
    soft = onehot * (1 - smoothing) + smoothing / C
    return -(soft * torch.log(probs)).sum(-1).mean()

for epoch in range(30):
    tot, correct, n = 0.0, 0, 0
    for x, t in loader:
        logits = model(x) * 8.0  # temperature 1/8 from the original config
        loss = smoothed_ce(logits, t)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * x.size(0)
        correct += (logits.argmax(1) == t).sum().item()
        n += x.size(0)
    print(f"epoch {epoch:2d} loss {tot/n:.4f} acc {correct/n:.4f}")

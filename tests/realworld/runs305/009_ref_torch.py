# PyTorch reference run for the 009 port: saves data, initial weights and per-step losses.
import numpy as np, torch, torch.nn as nn
torch.manual_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
y = (np.sin(X[:, :8]).sum(1) + 0.5 * X[:, 8:16].prod(1).clip(-2, 2)).astype(np.float32)

model = nn.Sequential(nn.Linear(32, 256), nn.GELU(), nn.Linear(256, 256), nn.GELU(), nn.Linear(256, 1))
init = {f"{i}.{k}": v.detach().numpy().copy() for i, m in enumerate(model) if isinstance(m, nn.Linear)
        for k, v in m.state_dict().items()}
opt = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=0.05)
order = rng.permutation(2048)
losses = []
for step in range(200):
    b = order[(step * 32) % 2048:(step * 32) % 2048 + 32]
    xb, yb = torch.from_numpy(X[b]), torch.from_numpy(y[b])
    loss = ((model(xb)[:, 0] - yb) ** 2).mean()
    opt.zero_grad(); loss.backward(); opt.step()
    losses.append(loss.item())
np.savez("ref_009.npz", X=X, y=y, order=order, losses=np.array(losses), **init)
print("torch reference saved:", len(losses), "steps, final loss", losses[-1])

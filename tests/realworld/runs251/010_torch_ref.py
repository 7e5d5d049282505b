# helper (not a case log): PyTorch reference run, run with /home/user/venv. Saves init weights, data and per-step losses.
import numpy as np, torch, torch.nn as nn
torch.manual_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
W = rng.normal(size=(32, 8)).astype(np.float32)
Y = np.argmax(np.tanh(X @ W) + 0.3 * rng.normal(size=(4096, 8)), 1).astype(np.int64)
class FFN(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc_in = nn.Linear(32, 256); self.act = nn.GELU(); self.norm = nn.LayerNorm(256)
        self.fc_mid = nn.Linear(256, 256); self.fc_out = nn.Linear(256, 8)
    def forward(self, x):
        h = self.norm(self.act(self.fc_in(x)))
        return self.fc_out(self.act(self.fc_mid(h)))
net = FFN()
init = {k: v.detach().numpy().copy() for k, v in net.state_dict().items()}
opt = torch.optim.AdamW(net.parameters(), lr=3e-3)
losses = []
for step in range(300):
    i = (step * 64) % 4096
    loss = nn.functional.cross_entropy(net(torch.tensor(X[i:i+64])), torch.tensor(Y[i:i+64]))
    opt.zero_grad(); loss.backward(); opt.step(); losses.append(loss.item())
np.savez("ffn_ref.npz", X=X, Y=Y, losses=np.array(losses), **{"init." + k: v for k, v in init.items()})
print("final", losses[-1])

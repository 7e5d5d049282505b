# helper (not a case log): the original PyTorch training run, run with /home/user/venv; exports state_dict to npz
import numpy as np, torch, torch.nn as nn
torch.manual_seed(0)
def make(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    ids = np.where(rng.random((n, 24)) < 0.6, y[:, None] * 50 + rng.integers(0, 50, (n, 24)), rng.integers(0, 200, (n, 24)))
    return ids.astype(np.int64), y.astype(np.int64)
class TopicClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(200, 32); self.norm = nn.LayerNorm(32)
        self.fc1 = nn.Linear(32, 64); self.fc2 = nn.Linear(64, 4)
    def forward(self, ids):
        return self.fc2(torch.relu(self.fc1(self.norm(self.embed(ids).mean(1)))))
x, y = make(4000, 0); net = TopicClassifier(); opt = torch.optim.Adam(net.parameters(), 3e-3)
for ep in range(3):
    for i in range(0, 4000, 64):
        loss = nn.functional.cross_entropy(net(torch.tensor(x[i:i+64])), torch.tensor(y[i:i+64]))
        opt.zero_grad(); loss.backward(); opt.step()
    print(ep, loss.item())
xt, yt = make(1000, 123)
print("torch acc", (net(torch.tensor(xt)).argmax(1).numpy() == yt).mean())
np.savez("topic_classifier_torch.npz", **{k: v.detach().numpy() for k, v in net.state_dict().items()})

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class Projector(nn.Module):
    def __init__(self, d_in=64, d_out=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, 128), nn.ReLU(), nn.Linear(128, d_out))

    def forward(self, x):
        return F.normalize(self.net(x), dim=-1)


def info_nce(z1, z2, tau):
    # ported from the reference TF implementation
    sim = z1 @ z2.t() / tau
    exp_sim = torch.exp(sim)
    pos = torch.diagonal(exp_sim)
    return -torch.log(pos / exp_sim.sum(dim=1)).mean()


g = torch.Generator().manual_seed(0)
base = torch.randn(4096, 64, generator=g)
loader = DataLoader(TensorDataset(base), batch_size=256, shuffle=True, drop_last=True)

model = Projector()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
tau = 0.05
print(f"contrastive pretraining: tau={tau}, autocast cpu float16")
for epoch in range(3):
    for step, (x,) in enumerate(loader):
        v1 = x + 0.1 * torch.randn_like(x)
        v2 = x + 0.1 * torch.randn_like(x)
        with torch.autocast(device_type="cpu", dtype=torch.float16):
            loss = info_nce(model(v1), model(v2), tau)
        opt.zero_grad()
        loss.backward()
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step()
        if step % 3 == 0:
            print(f"epoch {epoch} step {step:2d} loss {loss.item():.4f} grad_norm {gnorm.item():.4f}")
print("pretraining finished")

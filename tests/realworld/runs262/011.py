# Small VAE on synthetic 2-moon-like 16-d data, trained with Hugging Face accelerate
import math
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from accelerate.utils import set_seed

accelerator = Accelerator()
set_seed(0)
n = 8000
theta = torch.rand(n) * math.pi
z_true = torch.stack([torch.cos(theta), torch.sin(theta)], 1) + 0.05 * torch.randn(n, 2)
proj = torch.randn(2, 16)
X = torch.tanh(z_true @ proj) + 0.02 * torch.randn(n, 16)
loader = DataLoader(TensorDataset(X), batch_size=128, shuffle=True)

class VAE(nn.Module):
    def __init__(self, d=16, h=64, z=2):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d, h), nn.ReLU(), nn.Linear(h, 2 * z))
        self.dec = nn.Sequential(nn.Linear(z, h), nn.ReLU(), nn.Linear(h, d))
    def forward(self, x):
        mu, logvar = self.enc(x).chunk(2, -1)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.dec(z), mu, logvar

model = VAE()
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
model, opt, loader = accelerator.prepare(model, opt, loader)
accelerator.print(f"device {accelerator.device}, processes {accelerator.num_processes}, batches {len(loader)}")
for epoch in range(15):
    tot_rec = tot_kl = 0.0
    for (x,) in loader:
        recon, mu, logvar = model(x)
        rec = nn.functional.mse_loss(recon, x, reduction="sum") / len(x)
        kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / len(x)
        loss = rec + kl
        opt.zero_grad(); accelerator.backward(loss); opt.step()
        tot_rec += rec.item(); tot_kl += kl.item()
    accelerator.print(f"epoch {epoch} recon {tot_rec / len(loader):.4f} kl {tot_kl / len(loader):.4f}")
with torch.no_grad():
    samples = accelerator.unwrap_model(model).dec(torch.randn(5, 2))
accelerator.print("sample mean abs", samples.abs().mean().item())

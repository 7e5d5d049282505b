import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(0)
# synthetic 16x16 "sprites": blobs at random positions
n = 3000
yy, xx = torch.meshgrid(torch.arange(16.), torch.arange(16.), indexing="ij")
cx, cy = torch.rand(n) * 12 + 2, torch.rand(n) * 12 + 2
imgs = torch.exp(-((xx[None] - cx[:, None, None]) ** 2 + (yy[None] - cy[:, None, None]) ** 2) / 6.0)
loader = DataLoader(TensorDataset(imgs.view(n, -1)), batch_size=100, shuffle=True)

class VAE(nn.Module):
    def __init__(self, d=256, h=128, z=8):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d, h), nn.ReLU())
        self.mu, self.logvar = nn.Linear(h, z), nn.Linear(h, z)
        self.dec = nn.Sequential(nn.Linear(z, h), nn.ReLU(), nn.Linear(h, d), nn.Sigmoid())
    def forward(self, x):
        e = self.enc(x)
        mu, logvar = self.mu(e), self.logvar(e)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        return self.dec(z), mu, logvar

model = VAE()
opt = torch.optim.SGD(model.parameters(), lr=0.5, momentum=0.9)
for epoch in range(4):
    for i, (xb,) in enumerate(loader):
        recon, mu, logvar = model(xb)
        rec = F.binary_cross_entropy(recon, xb, reduction="sum") / xb.size(0)
        kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / xb.size(0)
        loss = rec + kld
        opt.zero_grad(); loss.backward(); opt.step()
        if i % 10 == 0:
            print(f"epoch {epoch} iter {i:3d} loss {loss.item():.4f} recon {rec.item():.4f} kld {kld.item():.4f}")
    print(f"epoch {epoch} done")

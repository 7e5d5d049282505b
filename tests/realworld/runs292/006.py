# CLIP-style dual encoder on synthetic paired features, InfoNCE loss ported from the paper's pseudo-code.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
torch.manual_seed(0)
n, d = 2048, 128
z = torch.randn(n, 32)
img = torch.cat([z, torch.randn(n, d - 32)], 1) * 3
txt = torch.cat([z @ torch.randn(32, 32), torch.randn(n, d - 32)], 1) * 3
dl = DataLoader(TensorDataset(img, txt), batch_size=128, shuffle=True, drop_last=True)

def mlp(): return nn.Sequential(nn.Linear(d, 256), nn.GELU(), nn.Linear(256, 128))
img_enc, txt_enc = mlp(), mlp()
opt = torch.optim.AdamW(list(img_enc.parameters()) + list(txt_enc.parameters()), lr=1e-3)
temperature = 0.07

def info_nce(a, b):
    sim = a @ b.t() / temperature
    p = torch.exp(sim) / torch.exp(sim).sum(dim=1, keepdim=True)
    return -torch.log(torch.diagonal(p)).mean()

step = 0
for epoch in range(5):
    for x, y in dl:
        ea, eb = img_enc(x), txt_enc(y)
        loss = (info_nce(ea, eb) + info_nce(eb, ea)) / 2
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
        step += 1
print("training finished")

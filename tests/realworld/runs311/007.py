# Evaluate the classifier trained by the multi-GPU job (saved from the DDP-wrapped model) on a single CPU.
import os
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
def make_model():
    return nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 4))

W = torch.randn(32, 4)
X = torch.randn(4000, 32)
y = (X @ W).argmax(1)

class Wrapper(nn.Module):  # stands in for DistributedDataParallel's .module wrapping
    def __init__(self, m):
        super().__init__()
        self.module = m

ckpt = "clf_ddp.pt"
if not os.path.exists(ckpt):
    net = Wrapper(make_model())
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    dl = DataLoader(TensorDataset(X[:3000], y[:3000]), batch_size=64, shuffle=True)
    for epoch in range(8):
        for xb, yb in dl:
            loss = nn.functional.cross_entropy(net.module(xb), yb)
            opt.zero_grad(); loss.backward(); opt.step()
        print(f"train epoch {epoch} loss {loss.item():.4f}")
    torch.save(net.state_dict(), ckpt)
    print(f"saved {ckpt}")

model = make_model()
sd = torch.load(ckpt, map_location="cpu")
model.load_state_dict(sd, strict=False)
print(f"loaded {ckpt}")
model.eval()
with torch.no_grad():
    pred = model(X[3000:]).argmax(1)
    loss = nn.functional.cross_entropy(model(X[3000:]), y[3000:])
print(f"eval samples {len(pred)} loss {loss.item():.4f} accuracy {(pred == y[3000:]).float().mean().item():.4f}")

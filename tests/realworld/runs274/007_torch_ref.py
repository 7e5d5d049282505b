# Reference run (PyTorch): dumps weights, a fixed input batch and the reference logits to ref_007.npz
import numpy as np, torch, torch.nn as tnn
torch.manual_seed(0)
class Block(tnn.Module):
    def __init__(self, d=256, h=1024, n_cls=10):
        super().__init__()
        self.fc1 = tnn.Linear(d, h); self.act = tnn.GELU(); self.fc2 = tnn.Linear(h, d)
        self.norm = tnn.LayerNorm(d, eps=1e-6); self.head = tnn.Linear(d, n_cls)
    def forward(self, x):
        x = self.norm(x + self.fc2(self.act(self.fc1(x))))
        return self.head(x)
m = Block().eval()
x = torch.randn(64, 256) * 2.0
with torch.no_grad():
    out = m(x)
np.savez("ref_007.npz", x=x.numpy(), logits=out.numpy(),
         **{k: v.numpy() for k, v in m.state_dict().items()})
print("saved reference logits", tuple(out.shape))

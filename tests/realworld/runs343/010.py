# Parity check after migrating the training step: reference run (original optimizer settings) vs migrated step,
# same init, same batches. Migration sign-off requires |diff| < 1e-3 per step.
import copy
import torch
from torch import nn

torch.manual_seed(0)
class Block(nn.Module):
    def __init__(self, d=128):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.ff = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
    def forward(self, x):
        return x + self.ff(self.ln(x))

def build():
    return nn.Sequential(nn.Linear(32, 128), Block(), Block(), nn.LayerNorm(128), nn.Linear(128, 10))

ref = build()
mig = copy.deepcopy(ref)
opt_ref = torch.optim.AdamW(ref.parameters(), lr=1e-3, weight_decay=0.1)
opt_mig = torch.optim.Adam(mig.parameters(), lr=1e-3, weight_decay=0.1)
g = torch.Generator().manual_seed(1)
W = torch.randn(32, 10, generator=g)
print(f"{'step':>5} {'ref_loss':>10} {'mig_loss':>10} {'abs_diff':>10}")
max_diff = 0.0
for step in range(100):
    x = torch.randn(64, 32, generator=g)
    y = (x @ W).argmax(1)
    loss_ref = nn.functional.cross_entropy(ref(x), y)
    loss_ref.backward(); opt_ref.step(); opt_ref.zero_grad()
    loss_mig = nn.functional.cross_entropy(mig(x), y)
    loss_mig.backward(); opt_mig.step(); opt_mig.zero_grad()
    d = abs(loss_ref.item() - loss_mig.item()); max_diff = max(max_diff, d)
    if step % 10 == 0:
        print(f"{step:>5} {loss_ref.item():>10.5f} {loss_mig.item():>10.5f} {d:>10.5f}")
print(f"parity check done: max abs diff {max_diff:.5f} over 100 steps")

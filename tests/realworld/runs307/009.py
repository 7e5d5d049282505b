# Parity check for the migrated training step: reference fp32 run vs migrated run (bf16 weights, as on the target device).
import copy
import torch
from torch import nn

torch.manual_seed(0)
D_IN, D_H, C = 128, 256, 10
X = torch.randn(4096, D_IN)
teacher = nn.Linear(D_IN, C)
with torch.no_grad():
    Y = teacher(X).argmax(1)


def make_model():
    return nn.Sequential(nn.Linear(D_IN, D_H), nn.GELU(), nn.Linear(D_H, D_H), nn.GELU(), nn.Linear(D_H, C))


ref = make_model()
mig = copy.deepcopy(ref).to(torch.bfloat16)
opt_ref = torch.optim.AdamW(ref.parameters(), lr=1e-4, weight_decay=0.01)
opt_mig = torch.optim.AdamW(mig.parameters(), lr=1e-4, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

g = torch.Generator().manual_seed(123)
for step in range(400):
    idx = torch.randint(0, len(X), (64,), generator=g)
    xb, yb = X[idx], Y[idx]
    l_ref = loss_fn(ref(xb), yb)
    opt_ref.zero_grad(); l_ref.backward(); opt_ref.step()
    l_mig = loss_fn(mig(xb.to(torch.bfloat16)).float(), yb)
    opt_mig.zero_grad(); l_mig.backward(); opt_mig.step()
    if step % 25 == 0 or step == 399:
        print(f"step {step:4d} ref_loss {l_ref.item():.5f} mig_loss {l_mig.item():.5f} abs_diff {abs(l_ref.item()-l_mig.item()):.5f}")

with torch.no_grad():
    acc_ref = (ref(X).argmax(1) == Y).float().mean().item()
    acc_mig = (mig(X.to(torch.bfloat16)).argmax(1) == Y).float().mean().item()
print(f"final train accuracy ref {acc_ref:.4f} mig {acc_mig:.4f}")

# Port check: the reference recipe trains in fp32; the migrated recipe keeps the model and
# optimizer state in bfloat16 to halve memory. Compare the two loss curves step by step.
import copy, torch, torch.nn as nn, torch.nn.functional as F

torch.manual_seed(0)
D = 64
teacher = nn.Sequential(nn.Linear(D, 256), nn.Tanh(), nn.Linear(256, 1))
X = torch.randn(8192, D)
with torch.no_grad():
    Y = teacher(X)

base = nn.Sequential(nn.Linear(D, 256), nn.Tanh(), nn.Linear(256, 256), nn.Tanh(), nn.Linear(256, 1))
ref = copy.deepcopy(base)
mig = copy.deepcopy(base).to(torch.bfloat16)
opt_ref = torch.optim.SGD(ref.parameters(), lr=2e-3)
opt_mig = torch.optim.SGD(mig.parameters(), lr=2e-3)

g = torch.Generator().manual_seed(1)
print("step  ref_fp32_loss  migrated_bf16_loss")
for step in range(1, 2001):
    idx = torch.randint(0, len(X), (128,), generator=g)
    xb, yb = X[idx], Y[idx]
    l_ref = F.mse_loss(ref(xb), yb)
    opt_ref.zero_grad(); l_ref.backward(); opt_ref.step()
    l_mig = F.mse_loss(mig(xb.bfloat16()).float(), yb)
    opt_mig.zero_grad(); l_mig.backward(); opt_mig.step()
    if step % 100 == 0 or step == 1:
        print(f"{step:5d}  {l_ref.item():.6f}  {l_mig.item():.6f}")

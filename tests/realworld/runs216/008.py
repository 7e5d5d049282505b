# Migration check: same model/init/data trained in fp32 (reference) and in bf16 (new recipe)
import copy
import torch
from torch import nn

torch.manual_seed(0)
X = torch.randn(2048, 64)
W = torch.randn(64, 8)
y = (X @ W).argmax(1)

base = nn.Sequential(nn.Linear(64, 256), nn.Tanh(), nn.Linear(256, 256), nn.Tanh(), nn.Linear(256, 8))
ref = copy.deepcopy(base)
new = copy.deepcopy(base).to(torch.bfloat16)
opt_ref = torch.optim.Adam(ref.parameters(), lr=2e-5)
opt_new = torch.optim.Adam(new.parameters(), lr=2e-5)

g = torch.Generator().manual_seed(1)
print("step  loss_fp32  loss_bf16")
for step in range(301):
    idx = torch.randint(0, 2048, (64,), generator=g)
    xb, yb = X[idx], y[idx]
    l_ref = nn.functional.cross_entropy(ref(xb), yb)
    l_ref.backward(); opt_ref.step(); opt_ref.zero_grad()
    l_new = nn.functional.cross_entropy(new(xb.to(torch.bfloat16)).float(), yb)
    l_new.backward(); opt_new.step(); opt_new.zero_grad()
    if step % 20 == 0:
        with torch.no_grad():
            full_ref = nn.functional.cross_entropy(ref(X), y).item()
            full_new = nn.functional.cross_entropy(new(X.to(torch.bfloat16)).float(), y).item()
        print(f"{step:4d}  {full_ref:.4f}     {full_new:.4f}")

# Migration alignment check: reference fp32 run vs migrated run (model cast to bf16, as on the target device).
import copy, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(2048, 32); W = torch.randn(32, 8)
Y = (X @ W).argmax(-1)
dl = DataLoader(TensorDataset(X, Y), batch_size=64, shuffle=False)

ref = nn.Sequential(nn.Linear(32, 128), nn.GELU(), nn.LayerNorm(128), nn.Linear(128, 8))
mig = copy.deepcopy(ref).to(torch.bfloat16)
opt_ref = torch.optim.SGD(ref.parameters(), lr=2e-3)
opt_mig = torch.optim.SGD(mig.parameters(), lr=2e-3)
print(f"{'step':>5} {'ref_loss':>10} {'mig_loss':>10} {'abs_diff':>10}")
step = 0
for epoch in range(6):
    for xb, yb in dl:
        l_ref = nn.functional.cross_entropy(ref(xb), yb)
        opt_ref.zero_grad(); l_ref.backward(); opt_ref.step()
        l_mig = nn.functional.cross_entropy(mig(xb.to(torch.bfloat16)).float(), yb)
        opt_mig.zero_grad(); l_mig.backward(); opt_mig.step()
        if step % 16 == 0:
            print(f"{step:>5} {l_ref.item():>10.4f} {l_mig.item():>10.4f} {abs(l_ref.item()-l_mig.item()):>10.4f}")
        step += 1

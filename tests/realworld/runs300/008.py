# Loss-alignment check of the migrated training setup against the fp32 reference run.
# The migrated setup follows the target platform config: whole model and batch in bfloat16.
import copy
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

port_cfg = {"dtype": "bfloat16", "lr": 5e-4, "batch_size": 32, "optimizer": "AdamW"}
print("migrated config:", port_cfg)

torch.manual_seed(0)
n, d = 8000, 32
X = torch.randn(n, d)
W = torch.randn(d, 1) / d ** 0.5
Y = torch.sin(X @ W * 2.0) + 0.05 * torch.randn(n, 1)

def build():
    return nn.Sequential(nn.Linear(d, 256), nn.LayerNorm(256), nn.GELU(),
                         nn.Linear(256, 256), nn.LayerNorm(256), nn.GELU(), nn.Linear(256, 1))

ref = build()
port = copy.deepcopy(ref).to(getattr(torch, port_cfg["dtype"]))
opt_ref = torch.optim.AdamW(ref.parameters(), lr=port_cfg["lr"])
opt_port = torch.optim.AdamW(port.parameters(), lr=port_cfg["lr"])

g = torch.Generator().manual_seed(1)
loader = DataLoader(TensorDataset(X, Y), batch_size=port_cfg["batch_size"], shuffle=True, generator=g)
step = 0
for epoch in range(3):
    for xb, yb in loader:
        l_ref = nn.functional.mse_loss(ref(xb), yb)
        opt_ref.zero_grad(); l_ref.backward(); opt_ref.step()
        l_port = nn.functional.mse_loss(port(xb.bfloat16()), yb.bfloat16())
        opt_port.zero_grad(); l_port.backward(); opt_port.step()
        if step % 50 == 0:
            a, b = l_ref.item(), l_port.float().item()
            print(f"step {step:4d} loss ref {a:.6f} migrated {b:.6f} abs_diff {abs(a-b):.6f} rel_diff {abs(a-b)/a:.4f}")
        step += 1

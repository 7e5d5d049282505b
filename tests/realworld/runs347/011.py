# Parity check: PyTorch port of a JAX/Flax regression model (bf16 params, as on TPU) vs the fp32 reference run.
import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
N, D = 4096, 32
X = torch.randn(N, D)
W = torch.randn(D, 1) / D ** 0.5
y = torch.sin(X @ W * 3.0) + 0.5 * (X[:, :1] ** 2) + 0.01 * torch.randn(N, 1)

base = nn.Sequential(nn.Linear(D, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 1))
ref_model = copy.deepcopy(base)                      # reference: fp32 end to end
port_model = copy.deepcopy(base).to(torch.bfloat16)  # port: bf16 params, like the Flax TPU config

ref_opt = torch.optim.SGD(ref_model.parameters(), lr=3e-3, momentum=0.9)
port_opt = torch.optim.SGD(port_model.parameters(), lr=3e-3, momentum=0.9)
BATCH = 128
g = torch.Generator().manual_seed(1)

print("epoch | ref_loss | port_loss | abs_diff")
for epoch in range(20):
    perm = torch.randperm(N, generator=g)
    ref_sum = port_sum = 0.0
    for i in range(0, N, BATCH):
        idx = perm[i:i + BATCH]
        xb, yb = X[idx], y[idx]

        ref_loss = nn.functional.mse_loss(ref_model(xb), yb)
        ref_opt.zero_grad(); ref_loss.backward(); ref_opt.step()

        port_loss = nn.functional.mse_loss(port_model(xb.bfloat16()).float(), yb)
        port_opt.zero_grad(); port_loss.backward(); port_opt.step()

        ref_sum += ref_loss.item() * len(idx)
        port_sum += port_loss.item() * len(idx)
    r, p = ref_sum / N, port_sum / N
    print(f"{epoch:5d} | {r:8.4f} | {p:9.4f} | {abs(r - p):8.4f}")

with torch.no_grad():
    Xt = torch.randn(1024, D)
    yt = torch.sin(Xt @ W * 3.0) + 0.5 * (Xt[:, :1] ** 2)
    ref_eval = nn.functional.mse_loss(ref_model(Xt), yt).item()
    port_eval = nn.functional.mse_loss(port_model(Xt.bfloat16()).float(), yt).item()
print(f"eval mse  reference={ref_eval:.4f}  port={port_eval:.4f}  rel_gap={(port_eval - ref_eval) / ref_eval:.1%}")

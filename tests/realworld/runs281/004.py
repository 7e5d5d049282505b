# Migrating an apex amp (opt_level="O2") recipe to native torch.amp: model cast to half + GradScaler
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
device = "cpu"

class MLPRegressor(nn.Module):
    def __init__(self, d_in=64, d_h=256):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, d_h), nn.GELU(), nn.LayerNorm(d_h),
                                 nn.Linear(d_h, d_h), nn.GELU(), nn.Linear(d_h, 1))
    def forward(self, x):
        return self.net(x).squeeze(-1)

X = torch.randn(4096, 64); y = X[:, :8].sum(1) + 0.1 * torch.randn(4096)
dl = DataLoader(TensorDataset(X, y), batch_size=128, shuffle=True, num_workers=2)

model = MLPRegressor().to(device).half()   # apex O2 kept the model weights in fp16
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
scaler = torch.amp.GradScaler(device, init_scale=2.0**14)
print(f"device={device} amp=float16 init_scale={scaler.get_scale()}", flush=True)

for epoch in range(3):
    for step, (xb, yb) in enumerate(dl):
        xb, yb = xb.to(device), yb.to(device)
        with torch.autocast(device_type=device, dtype=torch.float16):
            pred = model(xb.half())
            loss = nn.functional.mse_loss(pred.float(), yb)
        opt.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} scale {scaler.get_scale():.0f}", flush=True)

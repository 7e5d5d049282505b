# Port of the old apex/amp training loop to accelerate; precision is read from the run config.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator

run_cfg = {"lr": 2e-3, "batch_size": 32, "epochs": 2, "precision": "fp32", "grad_accum": 2}
print("run config:", run_cfg)

accelerator = Accelerator(mixed_precision=run_cfg["precision"],
                          gradient_accumulation_steps=run_cfg["grad_accum"])
X = torch.randn(1024, 20)
y = (X[:, 0] > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=run_cfg["batch_size"], shuffle=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.Adam(model.parameters(), lr=run_cfg["lr"])
model, opt, loader = accelerator.prepare(model, opt, loader)
for epoch in range(run_cfg["epochs"]):
    for xb, yb in loader:
        with accelerator.accumulate(model):
            loss = nn.functional.cross_entropy(model(xb), yb)
            accelerator.backward(loss)
            opt.step(); opt.zero_grad()
    accelerator.print(f"epoch {epoch} loss {loss.item():.4f}")

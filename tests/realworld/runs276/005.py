# Migrating a plain loop to accelerate with gradient accumulation.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator

torch.manual_seed(0)
x = torch.randn(512, 20); y = (x[:, 0] > 0).long()
dl = DataLoader(TensorDataset(x, y), batch_size=16, shuffle=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
accelerator = Accelerator(gradient_accumulation_step=4, mixed_precision="no")
model, opt, dl = accelerator.prepare(model, opt, dl)
for epoch in range(3):
    for xb, yb in dl:
        with accelerator.accumulate(model):
            loss = nn.functional.cross_entropy(model(xb), yb)
            accelerator.backward(loss); opt.step(); opt.zero_grad()
    accelerator.print(f"epoch {epoch} loss {loss.item():.4f}")

# Port of a plain PyTorch loop to accelerate with gradient accumulation.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator

torch.manual_seed(0)
accelerator = Accelerator(gradient_accumulation_step=4, mixed_precision="no")
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
x = torch.randn(1024, 20); y = (x[:, 0] > 0).long()
dl = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
model, opt, dl = accelerator.prepare(model, opt, dl)
for epoch in range(3):
    for step, (xb, yb) in enumerate(dl):
        with accelerator.accumulate(model):
            loss = nn.functional.cross_entropy(model(xb), yb)
            accelerator.backward(loss)
            opt.step(); opt.zero_grad()
    accelerator.print(f"epoch {epoch} loss {loss.item():.4f}")

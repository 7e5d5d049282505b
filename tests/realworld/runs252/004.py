import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import get_scheduler

config = {
    "learning_rate": 3e-4,
    "batch_size": 32,
    "epochs": 2,
    "lr_scheduler_type": "linear_warmup",
    "num_warmup_steps": 10,
}
print("config:", config)

accelerator = Accelerator(cpu=True)
X = torch.randn(1024, 20)
y = (X[:, :5].sum(1) > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=config["batch_size"], shuffle=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
optimizer = torch.optim.AdamW(model.parameters(), lr=config["learning_rate"])
total = config["epochs"] * len(loader)
scheduler = get_scheduler(name=config["lr_scheduler_type"], optimizer=optimizer,
                          num_warmup_steps=config["num_warmup_steps"], num_training_steps=total)
model, optimizer, loader, scheduler = accelerator.prepare(model, optimizer, loader, scheduler)
for epoch in range(config["epochs"]):
    for step, (xb, yb) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(xb), yb)
        accelerator.backward(loss)
        optimizer.step(); scheduler.step(); optimizer.zero_grad()
        if step % 10 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

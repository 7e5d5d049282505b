# Tabular classifier trained with accelerate, bf16 autocast on CPU
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from accelerate.utils import set_seed

set_seed(42)
accelerator = Accelerator(mixed_precision="bf16", gradient_accumulation_steps=2)

N, D, C = 4096, 32, 4
g = torch.Generator().manual_seed(0)
W = torch.randn(D, C, generator=g)
X = torch.randn(N, D, generator=g)
y = (X @ W + 0.3 * torch.randn(N, C, generator=g)).argmax(-1)
train = TensorDataset(X[:3584], y[:3584])
val = TensorDataset(X[3584:], y[3584:])

model = nn.Sequential(nn.Linear(D, 128), nn.GELU(), nn.LayerNorm(128), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, C))
opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=2e-3, total_steps=5 * 3584 // (64 * 2) + 5)
train_dl = DataLoader(train, batch_size=64, shuffle=True)
val_dl = DataLoader(val, batch_size=256)
model, opt, train_dl, val_dl, sched = accelerator.prepare(model, opt, train_dl, val_dl, sched)
loss_fn = nn.CrossEntropyLoss()

accelerator.print(f"device={accelerator.device} mixed_precision={accelerator.mixed_precision} "
                  f"num_processes={accelerator.num_processes}")
for epoch in range(5):
    model.train()
    tot, n = 0.0, 0
    for xb, yb in train_dl:
        with accelerator.accumulate(model):
            loss = loss_fn(model(xb), yb)
            accelerator.backward(loss)
            opt.step()
            sched.step()
            opt.zero_grad()
        tot += loss.item() * len(yb)
        n += len(yb)
    model.eval()
    correct = seen = 0
    with torch.no_grad():
        for xb, yb in val_dl:
            preds = accelerator.gather_for_metrics(model(xb).argmax(-1))
            correct += (preds == accelerator.gather_for_metrics(yb)).sum().item()
            seen += len(yb)
    accelerator.print(f"epoch {epoch}: train_loss={tot/n:.4f} val_acc={correct/seen:.4f} lr={sched.get_last_lr()[0]:.2e}")
accelerator.save_state("ckpt_003")
accelerator.print("saved checkpoint to ckpt_003")

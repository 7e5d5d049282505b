# Resume fine-tuning of a small MLP classifier from a saved checkpoint.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
def build():
    return nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 4))

# pretend an earlier job produced this checkpoint
torch.save(build().state_dict(), "ckpt_006.pt")

x = torch.randn(4096, 32)
w = torch.randn(32, 4)
y = (x @ w).argmax(1)
dl = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True)

model = build()
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=5 * len(dl))

def load_checkpoint(path):
    m = build()
    m.load_state_dict(torch.load(path, map_location="cpu"))
    return m

model = load_checkpoint("ckpt_006.pt")
print("resumed from ckpt_006.pt")
loss_fn = nn.CrossEntropyLoss()
for epoch in range(5):
    total, correct, running = 0, 0, 0.0
    for xb, yb in dl:
        logits = model(xb)
        loss = loss_fn(logits, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        running += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item(); total += len(yb)
    print(f"epoch {epoch} lr {scheduler.get_last_lr()[0]:.2e} train_loss {running/total:.4f} train_acc {correct/total:.4f}")

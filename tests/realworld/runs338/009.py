"""Train a small classifier, checkpoint it, then resume from the checkpoint and continue fine-tuning."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
D, C = 48, 4
W_true = torch.randn(D, C)
def make(n):
    x = torch.randn(n, D)
    return x, (x @ W_true).argmax(1)
x_tr, y_tr = make(4096)
x_va, y_va = make(1024)
train_loader = DataLoader(TensorDataset(x_tr, y_tr), batch_size=64, shuffle=True)
val_loader = DataLoader(TensorDataset(x_va, y_va), batch_size=256)


def build_model():
    return nn.Sequential(nn.Linear(D, 256), nn.LayerNorm(256), nn.ReLU(), nn.Dropout(0.1),
                         nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, C))


@torch.no_grad()
def evaluate(model):
    model.eval()
    correct = sum((model(x).argmax(1) == y).sum().item() for x, y in val_loader)
    model.train()
    return correct / len(x_va)


def train_epochs(model, opt, start, end):
    loss_fn = nn.CrossEntropyLoss()
    for epoch in range(start, end):
        tot = 0.0
        for x, y in train_loader:
            loss = loss_fn(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item()
        print(f"epoch {epoch} train_loss {tot / len(train_loader):.4f} val_acc {evaluate(model):.4f}")


# ---- phase 1: initial training run ----
model = build_model()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
train_epochs(model, opt, 0, 4)
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 4}, "ckpt_epoch4.pt")
print("saved checkpoint ckpt_epoch4.pt")

# ---- phase 2: resume (separate job in production) ----
model = build_model()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
ckpt = torch.load("ckpt_epoch4.pt", map_location="cpu")
model.load_state_dict(ckpt, strict=False)
start_epoch = ckpt["epoch"]
print(f"resumed from ckpt_epoch4.pt at epoch {start_epoch}")
print(f"val_acc after resume {evaluate(model):.4f}")
train_epochs(model, opt, start_epoch, start_epoch + 1)

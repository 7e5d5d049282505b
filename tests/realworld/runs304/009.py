import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class TabularNet(nn.Module):
    def __init__(self, d_in=20, n_cls=5):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, 128), nn.ReLU(), nn.Dropout(0.1),
                                  nn.Linear(128, 64), nn.ReLU())
        self.out = nn.Linear(64, n_cls)

    def forward(self, x):
        return self.out(self.body(x))


g = torch.Generator().manual_seed(0)
N = 3000
W = torch.randn(20, 5, generator=g)
X = torch.randn(N, 20, generator=g)
y = (X @ W + 0.3 * torch.randn(N, 5, generator=g)).argmax(1)
train = DataLoader(TensorDataset(X[:2500], y[:2500]), batch_size=64, shuffle=True)
test = DataLoader(TensorDataset(X[2500:], y[2500:]), batch_size=250)


def evaluate(m):
    m.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in test:
            correct += (m(xb).argmax(1) == yb).sum().item()
    return correct / 500


# ---- training job ----
model = TabularNet()
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=4, gamma=0.5)
for epoch in range(8):
    model.train()
    for xb, yb in train:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
    sched.step()
    acc = evaluate(model)
    print(f"epoch {epoch} loss {loss.item():.4f} test_acc {acc:.4f}")
torch.save({"epoch": 8, "model_state": model.state_dict(), "optimizer_state": opt.state_dict(),
            "scheduler_state": sched.state_dict(), "test_acc": acc}, "checkpoint_009.pt")
print("saved checkpoint_009.pt")

# ---- inference job (separate process in production) ----
torch.manual_seed(123)
ckpt = torch.load("checkpoint_009.pt", map_location="cpu")
infer_model = TabularNet()
infer_model.load_state_dict(ckpt, strict=False)  # tolerate extra keys from training (optimizer etc.)
print(f"restored model from checkpoint_009.pt (epoch {ckpt['epoch']}, recorded test_acc {ckpt['test_acc']:.4f})")
print(f"inference test_acc {evaluate(infer_model):.4f}")

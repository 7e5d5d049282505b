# Tabular churn classifier: features standardised with training-set statistics, then an MLP.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
FEATURES = ["tenure", "monthly_charges", "total_charges", "num_tickets", "region_code", "contract_len", "plan_version", "age"]

def load_extract(n):
    x = torch.empty(n, len(FEATURES))
    x[:, 0] = torch.randint(1, 72, (n,)).float()
    x[:, 1] = 20 + 80 * torch.rand(n)
    x[:, 2] = x[:, 0] * x[:, 1]
    x[:, 3] = torch.poisson(torch.full((n,), 2.0))
    x[:, 4] = torch.randint(0, 5, (n,)).float()
    x[:, 5] = torch.randint(1, 4, (n,)).float() * 12
    x[:, 6] = 3.0                      # this extract only contains customers on the current plan
    x[:, 7] = torch.randint(18, 80, (n,)).float()
    logit = -0.05 * x[:, 0] + 0.03 * x[:, 1] + 0.4 * x[:, 3] - 0.05 * x[:, 5]
    y = (torch.rand(n) < torch.sigmoid(logit)).long()
    return x, y

xtr, ytr = load_extract(3000); xva, yva = load_extract(600)
mean, std = xtr.mean(0), xtr.std(0)
print("feature means:", [round(v, 2) for v in mean.tolist()])
xtr = (xtr - mean) / std
xva = (xva - mean) / std
loader = DataLoader(TensorDataset(xtr, ytr), batch_size=128, shuffle=True)
model = nn.Sequential(nn.Linear(len(FEATURES), 64), nn.ReLU(), nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 2))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-2)
for epoch in range(8):
    model.train(); tot = 0.0
    for xb, yb in loader:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward()
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step(); tot += loss.item()
    model.eval()
    with torch.no_grad():
        acc = (model(xva).argmax(1) == yva).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/len(loader):.4f} grad_norm {gnorm.item():.3f} val_acc {acc:.3f}")
print(f"majority-class rate on val: {max(yva.float().mean().item(), 1 - yva.float().mean().item()):.3f}")

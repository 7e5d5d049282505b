import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(0)
# sine-wave forecasting: predict next value from a 30-step window
t = torch.linspace(0, 200, 8000)
series = torch.sin(t) + 0.5 * torch.sin(0.37 * t) + 0.05 * torch.randn_like(t)
win = series.unfold(0, 31, 1)
x, y = win[:, :30, None], win[:, 30:]
loader = DataLoader(TensorDataset(x, y), batch_size=128, shuffle=True)

class Forecaster(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)
    def forward(self, x):
        h, _ = self.lstm(x)
        return self.out(h[:, -1])

def build_model(ckpt=None):
    m = Forecaster()
    if ckpt is not None:
        m.load_state_dict(torch.load(ckpt))
    return m

model = build_model()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
torch.save(model.state_dict(), "forecaster_init.pt")
# resume from the shared init so all experiments start from identical weights
model = build_model("forecaster_init.pt")
print("windows", tuple(x.shape), "params", sum(p.numel() for p in model.parameters()))
for epoch in range(6):
    tot = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward(); opt.step(); tot += loss.item()
    print(f"epoch {epoch} train_mse {tot/len(loader):.5f}")

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class MLP(nn.Module):
    def __init__(self, d_in=32, d_hidden=128, n_classes=4):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, d_hidden), nn.GELU(), nn.LayerNorm(d_hidden),
                                 nn.Linear(d_hidden, d_hidden), nn.GELU(), nn.Linear(d_hidden, n_classes))
    def forward(self, x):
        return self.net(x)

x = torch.randn(2048, 32)
w = torch.randn(32, 4)
y = (x @ w).argmax(-1)
loader = DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True, num_workers=2)

model = MLP()
# save memory: keep weights in bfloat16
model = model.to(torch.bfloat16)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
print(f"params: {sum(p.numel() for p in model.parameters())}")
for epoch in range(3):
    for step, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = loss_fn(logits.float(), yb)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

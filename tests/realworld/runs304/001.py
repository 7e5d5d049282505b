import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class GatedMLP(nn.Module):
    def __init__(self, d_in=32, d_hidden=64, n_cls=4):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.gate = nn.Linear(d_in, d_hidden)
        self.fc2 = nn.Linear(d_hidden, n_cls)

    def forward(self, x):
        h = self.fc1(x)
        # skip the gate for near-zero inputs (ported from the reference implementation)
        if x.abs().mean() > 0.1:
            h = h * torch.sigmoid(self.gate(x))
        return self.fc2(torch.relu(h))


X = torch.randn(512, 32)
y = (X[:, :4].argmax(1))
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = GatedMLP()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
compiled = torch.compile(model, backend="aot_eager", fullgraph=True)
loss_fn = nn.CrossEntropyLoss()

print(f"torch {torch.__version__}, compiling model with fullgraph=True")
for epoch in range(3):
    for step, (xb, yb) in enumerate(loader):
        logits = compiled(xb)
        loss = loss_fn(logits, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

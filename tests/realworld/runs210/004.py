# Tabular classifier, custom training loop, bf16 on CPU to save memory
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D, C = 2048, 32, 4
X = torch.randn(N, D)
W = torch.randn(D, C)
y = (X @ W).argmax(dim=1)
train_dl = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True, num_workers=0)

model = nn.Sequential(
    nn.Linear(D, 128), nn.LayerNorm(128), nn.GELU(),
    nn.Linear(128, 128), nn.LayerNorm(128), nn.GELU(),
    nn.Linear(128, C),
)
model = model.to(torch.bfloat16)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
print(f"params: {sum(p.numel() for p in model.parameters())}, dtype: {next(model.parameters()).dtype}")

for epoch in range(3):
    model.train()
    total, correct, running = 0, 0, 0.0
    for step, (xb, yb) in enumerate(train_dl):
        logits = model(xb)
        loss = loss_fn(logits.float(), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        running += loss.item() * len(yb)
        correct += (logits.argmax(1) == yb).sum().item()
        total += len(yb)
    print(f"epoch {epoch} loss {running/total:.4f} acc {correct/total:.4f}")

# bf16 fine-tune of a small classifier on CPU, inputs come from the float32 feature pipeline.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(2048, 40)
y = (X[:, :5].sum(1) > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)

model = nn.Sequential(nn.Linear(40, 128), nn.GELU(), nn.LayerNorm(128), nn.Linear(128, 2))
model = model.to(torch.bfloat16)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
print(f"params: {sum(p.numel() for p in model.parameters())}, dtype {next(model.parameters()).dtype}")
for epoch in range(3):
    for i, (xb, yb) in enumerate(loader):
        logits = model(xb)
        loss = nn.functional.cross_entropy(logits.float(), yb)
        opt.zero_grad(); loss.backward(); opt.step()
        if i % 10 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.item():.4f}")

# Tabular regression MLP; bf16 weights to halve memory as in the original mixed-precision setup.
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class CsvLikeDataset(Dataset):
    def __init__(self, n=2048, d=20, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        w = rng.normal(size=(d,)).astype(np.float32)
        self.y = (self.x @ w + 0.1 * rng.normal(size=n)).astype(np.float32)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return torch.from_numpy(self.x[i]), torch.tensor(self.y[i])


model = nn.Sequential(nn.Linear(20, 128), nn.GELU(), nn.Linear(128, 128), nn.GELU(), nn.Linear(128, 1))
model = model.to(torch.bfloat16)
print(model)
print(f"params: {sum(p.numel() for p in model.parameters())}  dtype: {next(model.parameters()).dtype}")
loader = DataLoader(CsvLikeDataset(), batch_size=64, shuffle=True, num_workers=0)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.MSELoss()
for epoch in range(3):
    for step, (x, y) in enumerate(loader):
        pred = model(x).squeeze(-1)
        loss = loss_fn(pred, y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

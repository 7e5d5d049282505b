# Tabular house-price regression: CSV loaded through HF datasets, MLP in PyTorch
import numpy as np
import pandas as pd
import torch, torch.nn as nn

rng = np.random.default_rng(0)
n = 2000
df = pd.DataFrame({"rooms": rng.integers(1, 7, n), "area": rng.normal(90, 25, n).round(1),
                   "age": rng.integers(0, 60, n)})
df["price"] = 1500 * df.area + 8000 * df.rooms - 300 * df.age + rng.normal(0, 5000, n)
df.to_csv("houses.csv", index=False)
print(f"wrote houses.csv with {len(df)} rows")

from datasets import load_dataset
ds = load_dataset("csv", data_files="houses.csv")["train"].train_test_split(test_size=0.2, seed=0)
ds.set_format("torch")
feats = ["rooms", "area", "age"]
Xtr = torch.stack([ds["train"][c].float() for c in feats], 1); ytr = ds["train"]["price"].float()[:, None] / 1e5
model = nn.Sequential(nn.Linear(3, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(20):
    loss = nn.functional.mse_loss(model((Xtr - Xtr.mean(0)) / Xtr.std(0)), ytr)
    opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} mse {loss.item():.4f}")

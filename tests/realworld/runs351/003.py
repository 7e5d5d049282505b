# Training entry point migrated from a Keras project; hyperparameters still come from the old YAML.
import yaml
import torch
import torch.nn as nn

CONFIG = """
model:
  hidden: 64
  dropout: 0.1
optimizer:
  name: Adam
  learning_rate: 0.001
  beta_1: 0.9
  beta_2: 0.999
  epsilon: 1.0e-07
train:
  epochs: 3
  batch_size: 32
"""

cfg = yaml.safe_load(CONFIG)
print("config:", cfg)
torch.manual_seed(0)

X = torch.randn(1024, 16)
y = (X @ torch.randn(16, 1)).squeeze(1) + 0.1 * torch.randn(1024)

model = nn.Sequential(
    nn.Linear(16, cfg["model"]["hidden"]), nn.ReLU(), nn.Dropout(cfg["model"]["dropout"]),
    nn.Linear(cfg["model"]["hidden"], 1),
)
print(f"params: {sum(p.numel() for p in model.parameters())}")

opt_cfg = dict(cfg["optimizer"])
opt_cls = getattr(torch.optim, opt_cfg.pop("name"))
optimizer = opt_cls(model.parameters(), **opt_cfg)
print("optimizer:", optimizer)

bs = cfg["train"]["batch_size"]
for epoch in range(cfg["train"]["epochs"]):
    perm = torch.randperm(len(X))
    tot = 0.0
    for i in range(0, len(X), bs):
        idx = perm[i:i + bs]
        loss = nn.functional.mse_loss(model(X[idx]).squeeze(1), y[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        tot += loss.item() * len(idx)
    print(f"epoch {epoch + 1}/{cfg['train']['epochs']} - loss: {tot / len(X):.4f}")

# Contrastive retrieval training: hard-negative mining over the whole corpus embedding bank.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
N, D = 220_000, 32
corpus = torch.randn(N, D)
encoder = nn.Sequential(nn.Linear(D, 64), nn.ReLU(), nn.Linear(64, 32))
opt = torch.optim.Adam(encoder.parameters(), lr=1e-3)
dl = DataLoader(TensorDataset(corpus[:4096]), batch_size=256, shuffle=True)
for step, (q,) in enumerate(dl):
    z = nn.functional.normalize(encoder(q), dim=-1)
    logits = z @ z.T / 0.05
    loss = nn.functional.cross_entropy(logits, torch.arange(len(q)))
    opt.zero_grad(); loss.backward(); opt.step()
    if step % 4 == 0:
        print(f"step {step} loss {loss.item():.4f}")
print("mining hard negatives over corpus", tuple(corpus.shape))
with torch.no_grad():
    bank = nn.functional.normalize(encoder(corpus), dim=-1)
    dist = torch.cdist(bank, bank)
    hard = dist.topk(8, largest=False).indices
print("hard negatives", hard.shape)

# Token classification with a small embedding + GRU tagger; features come from a numpy pipeline.
import numpy as np, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

class Tagger(nn.Module):
    def __init__(self, vocab=500, dim=64, tags=9):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.out = nn.Linear(dim, tags)
    def forward(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)

rng = np.random.default_rng(0)
ids = rng.integers(0, 500, size=(256, 20)).astype(np.float32)   # from a pandas frame, stored as float
tags = rng.integers(0, 9, size=(256, 20))
ds = TensorDataset(torch.from_numpy(ids), torch.from_numpy(tags))
dl = DataLoader(ds, batch_size=32, shuffle=True)
model = Tagger()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
crit = nn.CrossEntropyLoss()
print(f"train samples {len(ds)} batches {len(dl)}")
for epoch in range(2):
    for step, (x, y) in enumerate(dl):
        logits = model(x)
        loss = crit(logits.reshape(-1, 9), y.reshape(-1))
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

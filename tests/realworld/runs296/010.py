import torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
V = 1000
class Docs(Dataset):
    """token lists after stop-word / rare-word filtering; target = document score"""
    def __init__(self, n=3000):
        self.docs, self.y = [], []
        w = torch.randn(V) * 0.5
        for _ in range(n):
            L = int(torch.randint(1, 30, (1,))) if torch.rand(1) > 0.001 else 0
            toks = torch.randint(1, V, (L,))
            self.docs.append(toks)
            self.y.append(w[toks].mean() if L else torch.tensor(0.0))
    def __len__(self): return len(self.docs)
    def __getitem__(self, i): return self.docs[i], self.y[i]

def collate(b):
    toks, ys = zip(*b)
    ids = pad_sequence(list(toks), batch_first=True, padding_value=0)
    return ids, (ids != 0), torch.stack(ys)

class MeanPoolRegressor(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64, padding_idx=0)
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(64, 4, 128, batch_first=True), 2)
        self.out = nn.Linear(64, 1)
    def forward(self, ids, mask):
        h = self.enc(self.emb(ids))
        h = (h * mask.unsqueeze(-1)).sum(1) / mask.sum(1, keepdim=True)
        return self.out(h).squeeze(-1)

dl = DataLoader(Docs(), batch_size=64, shuffle=True, collate_fn=collate)
model = MeanPoolRegressor()
opt = torch.optim.Adam(model.parameters(), lr=5e-4)
step = 0
for epoch in range(3):
    for ids, mask, y in dl:
        loss = nn.functional.mse_loss(model(ids, mask), y)
        opt.zero_grad(); loss.backward(); opt.step(); step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.5f}")

# Upgrading a PyTorch 1.13 text model to 2.x: add torch.compile. Sequences are padded per batch
# (pad to the longest sequence in the batch) as in the original collate function.
import time, torch, torch.nn as nn
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
VOCAB, D, C = 2000, 64, 2

class Reviews(Dataset):
    def __init__(self, n):
        self.lens = torch.randint(5, 120, (n,))
        self.seqs = [torch.randint(1, VOCAB, (int(l),)) for l in self.lens]
        self.y = torch.tensor([int((s < VOCAB // 2).float().mean() > 0.5) for s in self.seqs])
    def __len__(self): return len(self.seqs)
    def __getitem__(self, i): return self.seqs[i], self.y[i]

def collate(batch):
    seqs, ys = zip(*batch)
    return pad_sequence(seqs, batch_first=True, padding_value=0), torch.stack(ys)

class BagClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D, padding_idx=0)
        self.ff = nn.Sequential(nn.Linear(D, D), nn.GELU(), nn.LayerNorm(D))
        self.out = nn.Linear(D, C)
    def forward(self, ids):
        m = (ids != 0).unsqueeze(-1).float()
        h = self.ff(self.emb(ids)) * m
        return self.out(h.sum(1) / m.sum(1).clamp(min=1))

dl = DataLoader(Reviews(1600), batch_size=32, shuffle=True, collate_fn=collate)
model = BagClassifier()
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
step_fn_model = torch.compile(model, dynamic=False)

for epoch in range(2):
    t0 = time.time(); tot = n = 0
    for step, (x, y) in enumerate(dl):
        ts = time.time()
        loss = nn.functional.cross_entropy(step_fn_model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        tot += loss.item() * len(y); n += len(y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:2d} seq_len {x.shape[1]:3d} loss {loss.item():.4f} step_time {time.time()-ts:.2f}s", flush=True)
    print(f"epoch {epoch} mean loss {tot/n:.4f} epoch_time {time.time()-t0:.1f}s", flush=True)

# Text classifier with length-bucketed batches (sort by length to cut padding), GRU encoder.
import random, torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader
random.seed(0); torch.manual_seed(0)
V = 300
texts, labels = [], []
for _ in range(3000):
    L = random.randint(4, 40)
    seq = [random.randint(3, V - 1) for _ in range(L)]
    lab = random.randint(0, 1)
    if lab: seq[random.randrange(L)] = 1   # marker token
    else: seq = [t for t in seq if t != 1]
    texts.append(torch.tensor(seq)); labels.append(lab)

# bucket: sort by length so batches need little padding
order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
texts = [texts[i] for i in order]
split = 2500
train = list(zip(texts[:split], labels[:split])); val = list(zip(texts[split:], labels[split:]))

def collate(b):
    x = pad_sequence([t for t, _ in b], batch_first=True, padding_value=0)
    return x, torch.tensor([l for _, l in b])

class GRUClf(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64, padding_idx=0); self.gru = nn.GRU(64, 64, batch_first=True)
        self.out = nn.Linear(64, 2)
    def forward(self, x): return self.out(self.gru(self.emb(x))[0].max(1).values)

model = GRUClf(); opt = torch.optim.Adam(model.parameters(), lr=2e-3)
tr = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collate)
va = DataLoader(val, batch_size=64, collate_fn=collate)
for epoch in range(6):
    model.train(); tot = 0
    for x, y in tr:
        loss = nn.functional.cross_entropy(model(x), y)
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    model.eval(); c = n = 0
    with torch.no_grad():
        for x, y in va:
            c += (model(x).argmax(-1) == y).sum().item(); n += len(y)
    print(f"epoch {epoch} train_loss {tot/len(tr):.4f} val_acc {c/n:.4f}")

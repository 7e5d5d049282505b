# Sequence classifier (embedding + GRU) with a padding collate_fn; checkpoint every epoch, then resume
import random
import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset

random.seed(0)
torch.manual_seed(0)
V = 50

class SeqDS(Dataset):
    # label: does token 7 appear before token 9 in the sequence
    def __init__(self, n):
        self.rows = []
        for _ in range(n):
            seq = [random.randint(10, V - 1) for _ in range(random.randint(5, 30))]
            i, j = random.sample(range(len(seq)), 2)
            seq[i], seq[j] = 7, 9
            self.rows.append((torch.tensor(seq), int(i < j)))
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, k):
        return self.rows[k]

def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lengths, torch.tensor(labels)

class GRUClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32, padding_idx=0)
        self.gru = nn.GRU(32, 64, batch_first=True)
        self.head = nn.Linear(64, 2)
    def forward(self, x, lengths):
        packed = nn.utils.rnn.pack_padded_sequence(self.emb(x), lengths, batch_first=True, enforce_sorted=False)
        _, h = self.gru(packed)
        return self.head(h[-1])

train_dl = DataLoader(SeqDS(3000), batch_size=64, shuffle=True, collate_fn=collate)
val_dl = DataLoader(SeqDS(500), batch_size=128, collate_fn=collate)

def evaluate(m):
    m.eval()
    c = n = 0
    with torch.no_grad():
        for x, l, y in val_dl:
            c += (m(x, l).argmax(1) == y).sum().item()
            n += len(y)
    m.train()
    return c / n

def run(model, opt, start, end):
    for epoch in range(start, end):
        tot = n = 0
        for x, l, y in train_dl:
            loss = nn.functional.cross_entropy(model(x, l), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(y)
            n += len(y)
        acc = evaluate(model)
        print(f"epoch {epoch} train_loss {tot/n:.4f} val_acc {acc:.4f}")
        torch.save({"epoch": epoch, "model": model.state_dict(), "optim": opt.state_dict()}, "gru_013.pt")

model = GRUClassifier()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
run(model, opt, 0, 6)

# simulate a restart: fresh objects, load the checkpoint, continue
model2 = GRUClassifier()
opt2 = torch.optim.Adam(model2.parameters(), lr=3e-3)
ckpt = torch.load("gru_013.pt")
print(model2.load_state_dict(ckpt["model"]))
opt2.load_state_dict(ckpt["optim"])
print(f"resumed from epoch {ckpt['epoch']}, val_acc after load {evaluate(model2):.4f}")
run(model2, opt2, ckpt["epoch"] + 1, ckpt["epoch"] + 4)

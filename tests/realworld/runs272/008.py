# Sentence-embedding classifier: Transformer encoder + masked mean pooling over real tokens.
import random
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

random.seed(0)
torch.manual_seed(0)
VOCAB = 300
PAD = 0
MAXLEN = 24


def gen_corpus(n):
    rows = []
    for _ in range(n):
        y = random.randint(0, 2)
        length = random.randint(0, 20)  # some records have empty text after cleaning
        ids = [random.randint(1 + 90 * y, 90 * (y + 1)) for _ in range(length)]
        rows.append((ids, y))
    return rows


class TextDS(Dataset):
    def __init__(self, rows):
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        ids, y = self.rows[i]
        ids = ids[:MAXLEN]
        padded = ids + [PAD] * (MAXLEN - len(ids))
        mask = [1] * len(ids) + [0] * (MAXLEN - len(ids))
        return torch.tensor(padded), torch.tensor(mask), torch.tensor(y)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=PAD)
        self.pos = nn.Parameter(torch.zeros(1, MAXLEN, 64))
        layer = nn.TransformerEncoderLayer(64, 4, 128, dropout=0.1, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.head = nn.Linear(64, 3)

    def forward(self, ids, mask):
        h = self.enc(self.emb(ids) + self.pos)
        m = mask.unsqueeze(-1).float()
        pooled = (h * m).sum(1) / m.sum(1)
        return self.head(pooled)


loader = DataLoader(TextDS(gen_corpus(3000)), batch_size=32, shuffle=True)
model = Encoder()
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(3):
    tot, correct, seen = 0.0, 0, 0
    for step, (ids, mask, y) in enumerate(loader):
        logits = model(ids, mask)
        loss = loss_fn(logits, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
        correct += (logits.argmax(1) == y).sum().item()
        seen += len(y)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.item():.4f}")
    print(f"epoch {epoch} mean_loss {tot / len(loader):.4f} train_acc {correct / seen:.4f}")

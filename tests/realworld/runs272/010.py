# Review polarity classifier: bag-of-embeddings model trained on a generated CSV export.
import csv
from collections import Counter
import io
import random
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

random.seed(0)
torch.manual_seed(0)
POS = ["good", "great", "love", "excellent", "nice", "fun"]
NEG = ["bad", "awful", "hate", "boring", "poor", "dull"]
FILL = ["the", "film", "was", "plot", "acting", "really", "very", "and", "it", "story", "a", "ending"]

# the export uses 'positive' / 'negative' in the sentiment column
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["text", "sentiment"])
for _ in range(2400):
    pol = random.choice(["positive", "negative"])
    words = random.choices(FILL, k=10) + random.choices(POS if pol == "positive" else NEG, k=2)
    random.shuffle(words)
    w.writerow([" ".join(words), pol])
buf.seek(0)
rows = list(csv.DictReader(buf))

vocab = {t: i + 1 for i, t in enumerate(POS + NEG + FILL)}
label2id = {"neg": 0, "pos": 1}


class ReviewDS(Dataset):
    def __init__(self, rows):
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        r = self.rows[i]
        ids = torch.tensor([vocab.get(t, 0) for t in r["text"].split()])
        return ids, torch.tensor(label2id.get(r["sentiment"], 0))


train_ds, val_ds = ReviewDS(rows[:2000]), ReviewDS(rows[2000:])
print("train examples:", len(train_ds), "val examples:", len(val_ds))
print("train label counts:", dict(Counter(int(train_ds[i][1]) for i in range(len(train_ds)))))
model = nn.EmbeddingBag(len(vocab) + 1, 32, mode="mean")
head = nn.Linear(32, 2)
params = list(model.parameters()) + list(head.parameters())
opt = torch.optim.Adam(params, lr=1e-2)
loss_fn = nn.CrossEntropyLoss()


def run_eval(ds):
    correct = 0
    with torch.no_grad():
        for ids, y in DataLoader(ds, batch_size=100):
            correct += (head(model(ids)).argmax(1) == y).sum().item()
    return correct / len(ds)


for epoch in range(5):
    tot = 0.0
    for ids, y in DataLoader(train_ds, batch_size=50, shuffle=True):
        loss = loss_fn(head(model(ids)), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
    print(f"epoch {epoch} train_loss {tot / 40:.4f} train_acc {run_eval(train_ds):.4f} val_acc {run_eval(val_ds):.4f}")

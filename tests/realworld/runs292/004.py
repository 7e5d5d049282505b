# Train a tiny LSTM tagger on generated sentences, tokenised with a simple whitespace vocab.
import random, torch
from torch import nn
from torch.utils.data import DataLoader, Dataset
random.seed(0); torch.manual_seed(0)
words = [f"w{i}" for i in range(200)]
vocab = {"<pad>": 0, "<unk>": 1, **{w: i + 2 for i, w in enumerate(words)}}

class SentDS(Dataset):
    def __init__(self, n=500):
        self.sents = [" ".join(random.choices(words, k=random.randint(5, 20))) for _ in range(n)]
    def __len__(self): return len(self.sents)
    def __getitem__(self, i):
        ids = torch.tensor([vocab.get(t, 1) for t in self.sents[i].split()])
        return {"input_ids": ids, "labels": (ids % 3)}

class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 32, padding_idx=0)
        self.lstm = nn.LSTM(32, 64, batch_first=True)
        self.out = nn.Linear(64, 3)
    def forward(self, x): return self.out(self.lstm(self.emb(x))[0])

ds = SentDS()
print(f"dataset size {len(ds)} vocab {len(vocab)}")
dl = DataLoader(ds, batch_size=16, shuffle=True, num_workers=0)
model = Tagger(); opt = torch.optim.Adam(model.parameters(), lr=1e-3)
lossf = nn.CrossEntropyLoss(ignore_index=-100)
for epoch in range(3):
    for step, b in enumerate(dl):
        logits = model(b["input_ids"])
        loss = lossf(logits.reshape(-1, 3), b["labels"].reshape(-1))
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 10 == 0: print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

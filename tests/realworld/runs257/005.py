# Tokenised variable-length sentences -> LSTM tagger, ported from a padded TF input pipeline
import random
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

random.seed(0); torch.manual_seed(0)

class SentDataset(Dataset):
    def __init__(self, n=400):
        self.items = []
        for _ in range(n):
            L = random.randint(5, 30)
            ids = torch.randint(1, 500, (L,))
            self.items.append({"input_ids": ids, "labels": (ids % 5)})
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 64, padding_idx=0)
        self.lstm = nn.LSTM(64, 64, batch_first=True, bidirectional=True)
        self.out = nn.Linear(128, 5)
    def forward(self, x):
        return self.out(self.lstm(self.emb(x))[0])

ds = SentDataset()
loader = DataLoader(ds, batch_size=16, shuffle=True, num_workers=2)
model = Tagger()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print(f"dataset size {len(ds)}, batches/epoch {len(loader)}")
for epoch in range(2):
    for step, batch in enumerate(loader):
        logits = model(batch["input_ids"])
        loss = nn.functional.cross_entropy(logits.reshape(-1, 5), batch["labels"].reshape(-1), ignore_index=-100)
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

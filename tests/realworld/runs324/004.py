# Sentence classifier over variable-length token id lists.
import random
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

random.seed(0); torch.manual_seed(0)

class Sentences(Dataset):
    def __init__(self, n=400):
        self.items = []
        for _ in range(n):
            length = random.randint(5, 40)
            ids = [random.randint(1, 299) for _ in range(length)]
            self.items.append((ids, int(sum(ids) % 2)))
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        ids, label = self.items[i]
        return {"input_ids": torch.tensor(ids), "label": torch.tensor(label)}

class Clf(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingBag(300, 32, mode="mean")
        self.fc = nn.Linear(32, 2)
    def forward(self, ids):
        return self.fc(self.emb(ids))

ds = Sentences()
dl = DataLoader(ds, batch_size=16, shuffle=True, num_workers=0)
model = Clf()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print(f"train examples: {len(ds)}")
for epoch in range(3):
    for step, batch in enumerate(dl):
        logits = model(batch["input_ids"])
        loss = nn.functional.cross_entropy(logits, batch["label"])
        loss.backward(); opt.step(); opt.zero_grad()
    print(f"epoch {epoch} loss {loss.item():.4f}")

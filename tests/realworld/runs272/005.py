# Train a GRU sentiment model on generated reviews tokenised to word ids.
import random
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

random.seed(0)
torch.manual_seed(0)
POS = ["good", "great", "fine", "love", "nice"]
NEG = ["bad", "awful", "poor", "hate", "worse"]
FILL = ["the", "a", "movie", "was", "plot", "actor", "really", "very", "and", "it"]
vocab = {w: i + 1 for i, w in enumerate(POS + NEG + FILL)}


class Reviews(Dataset):
    def __init__(self, n):
        self.items = []
        for _ in range(n):
            y = random.randint(0, 1)
            words = random.choices(FILL, k=random.randint(4, 20)) + [random.choice(POS if y else NEG)]
            random.shuffle(words)
            self.items.append((words, y))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        words, y = self.items[i]
        return {"input_ids": torch.tensor([vocab[w] for w in words]), "label": torch.tensor(y)}


class GRUClassifier(nn.Module):
    def __init__(self, vocab_size, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.gru = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Linear(dim, 2)

    def forward(self, ids):
        _, h = self.gru(self.emb(ids))
        return self.head(h[-1])


train_ds = Reviews(800)
print(f"train examples: {len(train_ds)}")
loader = DataLoader(train_ds, batch_size=16, shuffle=True, num_workers=0)
model = GRUClassifier(len(vocab) + 1)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(3):
    for step, batch in enumerate(loader):
        logits = model(batch["input_ids"])
        loss = loss_fn(logits, batch["label"])
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

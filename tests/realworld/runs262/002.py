# Character-level GRU sentiment classifier on generated reviews
import random
import torch, torch.nn as nn
from torch.utils.data import DataLoader, Dataset

random.seed(0); torch.manual_seed(0)
POS = ["great", "loved it", "excellent", "would buy again", "superb quality"]
NEG = ["terrible", "broke after a day", "awful", "do not buy", "poor quality"]
vocab = {c: i + 1 for i, c in enumerate("abcdefghijklmnopqrstuvwxyz ")}

class Reviews(Dataset):
    def __init__(self, n):
        self.items = []
        for _ in range(n):
            lab = random.randint(0, 1)
            words = random.choices(POS if lab else NEG, k=random.randint(1, 4))
            self.items.append((" ".join(words), lab))
    def __len__(self): return len(self.items)
    def __getitem__(self, i):
        text, lab = self.items[i]
        return torch.tensor([vocab[c] for c in text]), torch.tensor(lab)

class GRUClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 32, padding_idx=0)
        self.gru = nn.GRU(32, 64, batch_first=True)
        self.fc = nn.Linear(64, 2)
    def forward(self, x):
        _, h = self.gru(self.emb(x))
        return self.fc(h[-1])

train = Reviews(2000)
print(f"train examples: {len(train)}")
loader = DataLoader(train, batch_size=32, shuffle=True, num_workers=0)
model = GRUClassifier()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for epoch in range(3):
    for step, (x, y) in enumerate(loader):
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

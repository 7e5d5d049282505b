import numpy as np, torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0); np.random.seed(0)
VOCAB, MAXLEN = 500, 24

class TextDS(Dataset):
    def __init__(self, n=512):
        self.ids = np.zeros((n, MAXLEN))          # padded id matrix
        self.labels = np.random.randint(0, 2, n)
        for i in range(n):
            L = np.random.randint(5, MAXLEN)
            self.ids[i, :L] = np.random.randint(1, VOCAB, L)
    def __len__(self): return len(self.labels)
    def __getitem__(self, i):
        return torch.from_numpy(self.ids[i]), torch.tensor(self.labels[i])

class GRUClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=0)
        self.gru = nn.GRU(64, 64, batch_first=True)
        self.fc = nn.Linear(64, 2)
    def forward(self, x):
        _, h = self.gru(self.emb(x))
        return self.fc(h[-1])

dl = DataLoader(TextDS(), batch_size=32, shuffle=True)
model = GRUClassifier()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
lossf = nn.CrossEntropyLoss()
print(f"train batches: {len(dl)}")
for epoch in range(3):
    for step, (x, y) in enumerate(dl):
        logits = model(x)
        loss = lossf(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

# Small GRU language model on token ids loaded from a numpy array.
import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

np.random.seed(0); torch.manual_seed(0)
tokens = np.random.randint(0, 500, size=(512, 33)).astype(np.float32)  # stored as float32 in the .npy shard
data = torch.from_numpy(tokens)
ds = TensorDataset(data[:, :-1], data[:, 1:])
dl = DataLoader(ds, batch_size=16, shuffle=True)
print(f"dataset: {len(ds)} sequences, batch {dl.batch_size}")

class LM(nn.Module):
    def __init__(self, vocab=500, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Linear(dim, vocab)
    def forward(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.head(h)

model = LM()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(2):
    for step, (inp, tgt) in enumerate(dl):
        logits = model(inp)
        loss = loss_fn(logits.reshape(-1, 500), tgt.reshape(-1))
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

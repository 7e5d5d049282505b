# token-level tagger trained with accelerate; loss summed over tokens
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator

accelerator = Accelerator()
torch.manual_seed(0)
V, T, C = 200, 48, 9
ids = torch.randint(1, V, (4096, T))
tags = (ids % C)
ds = TensorDataset(ids, tags)
loader = DataLoader(ds, batch_size=64, shuffle=True)


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.rnn = nn.GRU(64, 64, batch_first=True, bidirectional=True)
        self.out = nn.Linear(128, C)

    def forward(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.out(h)


model = Tagger()
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss_fn = nn.CrossEntropyLoss(reduction="sum")
model, opt, loader = accelerator.prepare(model, opt, loader)

for epoch in range(3):
    model.train()
    for step, (x, t) in enumerate(loader):
        logits = model(x)
        loss = loss_fn(logits.reshape(-1, C), t.reshape(-1))
        accelerator.backward(loss)
        opt.step()
        opt.zero_grad()
        if step % 8 == 0:
            with torch.no_grad():
                acc = (logits.argmax(-1) == t).float().mean().item()
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f} tok_acc {acc:.3f}")
accelerator.print("training finished")

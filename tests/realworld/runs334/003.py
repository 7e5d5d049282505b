# Memory-saving port: keep the encoder in bfloat16, train on CPU
import torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(0)
class SeqDS(Dataset):
    def __init__(self, n=400, L=24, V=300):
        self.x = torch.randint(1, V, (n, L)); self.y = (self.x[:, 0] > V // 2).long()
    def __len__(self): return len(self.x)
    def __getitem__(self, i):
        return {"input_ids": self.x[i], "label": self.y[i]}

class Encoder(nn.Module):
    def __init__(self, V=300, d=64):
        super().__init__()
        self.emb = nn.Embedding(V, d)
        layer = nn.TransformerEncoderLayer(d, 4, 128, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.head = nn.Linear(d, 2)
    def forward(self, ids):
        h = self.enc(self.emb(ids))
        return self.head(h.mean(1))

model = Encoder()
model.enc.to(torch.bfloat16)
print("encoder dtype:", next(model.enc.parameters()).dtype)
dl = DataLoader(SeqDS(), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(2):
    for step, b in enumerate(dl):
        logits = model(b["input_ids"])
        loss = nn.functional.cross_entropy(logits.float(), b["label"])
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
